import { statusesAllowing } from '@machines/business/lifecycle';
import { OUTBOUND_STATES, outboundOrderMachine } from '@machines/business/outbound-order.machine';

/** Where the order rests waiting for its customer to fix it: the states the chart lets them resubmit from. */
const HELD: ReadonlySet<string> = new Set(
  statusesAllowing(outboundOrderMachine, OUTBOUND_STATES, 'resubmit', 'customer'),
);

/** Where a customer's cancel request waits on the warehouse: the states the chart lets it confirm one in. */
const CANCEL_ASKED: ReadonlySet<string> = new Set(
  statusesAllowing(outboundOrderMachine, OUTBOUND_STATES, 'confirmCancel', 'operator'),
);

/** The order is held for a fix (its exception reason says why). */
export const isHeld = (order: { status: string }): boolean => HELD.has(order.status);

/** A cancel request of the customer waits on the warehouse's answer. */
export const awaitsCancelAnswer = (order: { status: string }): boolean => CANCEL_ASKED.has(order.status);
