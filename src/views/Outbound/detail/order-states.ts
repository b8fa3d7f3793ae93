import { transition } from 'xstate';
import { snapshotAt, statusOf, statusesAllowing } from '@machines/business/lifecycle';
import {
  OUTBOUND_EVENT_TYPES,
  OUTBOUND_STATES,
  outboundContextOf,
  outboundOrderMachine,
} from '@machines/business/outbound-order.machine';
import { waybillActions, waybillStateOf } from '@/api/rules/waybill';

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

/** The chart with every guard passing: where each event could lead at all. */
const unguarded = outboundOrderMachine.provide({
  guards: Object.fromEntries(
    Object.keys(outboundOrderMachine.implementations.guards).map((name) => [name, () => true]),
  ),
});

const nextStates = (state: string): string[] =>
  OUTBOUND_EVENT_TYPES.map((type) => {
    const at = snapshotAt(unguarded, state, outboundContextOf({}));
    const [next] = transition(unguarded, at, { type, by: 'operator' } as never);
    return statusOf(unguarded, next.value);
  });

/** The states the order may still ship from: those allowing ship, and every state leading to one. */
function statesBeforeShip(): ReadonlySet<string> {
  const ahead = new Set(statusesAllowing(outboundOrderMachine, OUTBOUND_STATES, 'ship', 'operator'));
  for (let grew = true; grew;) {
    grew = false;
    for (const state of OUTBOUND_STATES) {
      if (!ahead.has(state) && nextStates(state).some((next) => ahead.has(next))) {
        ahead.add(state);
        grew = true;
      }
    }
  }
  return ahead;
}

const BEFORE_SHIP = statesBeforeShip();

/**
 * The order will ship with the customer's own label, which is not uploaded yet (the waybill rules),
 * and it may still ship (the chart): the customer is asked to upload it, as the warehouse cannot
 * ship it before (the chart's hasWaybill).
 */
export const awaitsOwnLabel = (order: {
  status: string;
  businessMode: string;
  waybillUploaded: boolean;
}): boolean =>
  BEFORE_SHIP.has(order.status) &&
  waybillActions(waybillStateOf(order, order.waybillUploaded)).includes('upload');
