import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import {
  OUTBOUND_EVENT_TYPES,
  OUTBOUND_STATES,
  outboundOrderMachine,
  type OutboundEvent,
  type OutboundState,
} from './outbound-order.machine';

type M = typeof outboundOrderMachine;

const passed = { stock: true, funds: true, address: true };
const trackingNo = '1Z999AA10123456784';
/** A WAREHOUSE_ONLY order ships with the customer's own label: with and without it uploaded. */
const ownLabel = { businessMode: 'WAREHOUSE_ONLY', waybillUploaded: true } as const;
const noOwnLabel = { businessMode: 'WAREHOUSE_ONLY', waybillUploaded: false } as const;
const reason = 'buyer changed the order';

/** What a back-end gets from a request body: not checked against the type. */
const fromWire = (json: string) => JSON.parse(json) as OutboundEvent;

const allowed: Allowed<M, OutboundState>[] = [
  ['DRAFT', { type: 'edit', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'delete', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'submit', by: 'customer', check: passed }, 'AWAITING_PICK'],
  ['DRAFT', { type: 'submit', by: 'customer', check: { ...passed, stock: false } }, 'EXCEPTION'],
  ['DRAFT', { type: 'submit', by: 'customer', check: { ...passed, funds: false } }, 'EXCEPTION'],
  ['DRAFT', { type: 'submit', by: 'customer', check: { ...passed, address: false } }, 'EXCEPTION'],
  ['DRAFT', { type: 'cancel', by: 'customer', reason }, 'CANCELLED'],
  ['EXCEPTION', { type: 'edit', by: 'customer' }, 'EXCEPTION'],
  ['EXCEPTION', { type: 'resubmit', by: 'customer', check: passed }, 'AWAITING_PICK'],
  ['EXCEPTION', { type: 'resubmit', by: 'customer', check: { ...passed, funds: false } }, 'EXCEPTION'],
  ['EXCEPTION', { type: 'cancel', by: 'customer', reason }, 'CANCELLED'],
  ['AWAITING_PICK', { type: 'hold', by: 'customer' }, 'ON_HOLD'],
  ['AWAITING_PICK', { type: 'hold', by: 'operator' }, 'ON_HOLD'],
  ['AWAITING_PICK', { type: 'pick', by: 'operator' }, 'PICKING'],
  ['AWAITING_PICK', { type: 'cancel', by: 'customer', reason }, 'CANCELLED'],
  ['ON_HOLD', { type: 'edit', by: 'customer' }, 'ON_HOLD'],
  ['ON_HOLD', { type: 'release', by: 'customer' }, 'AWAITING_PICK'],
  ['ON_HOLD', { type: 'release', by: 'operator' }, 'AWAITING_PICK'],
  ['ON_HOLD', { type: 'cancel', by: 'customer', reason }, 'CANCELLED'],
  ['PICKING', { type: 'pack', by: 'operator', actualWeightKg: 0.25 }, 'PACKED'],
  ['PICKING', { type: 'requestCancel', by: 'customer', reason }, 'PICKING.cancelRequested'],
  ['PICKING.cancelRequested', { type: 'confirmCancel', by: 'operator' }, 'CANCELLED'],
  ['PICKING.cancelRequested', { type: 'refuseCancel', by: 'operator', reason: 'already packed' }, 'PICKING'],
  // the carrier makes a WAREHOUSE_AND_DELIVERY order's label: nothing uploaded, nothing needed
  ['PACKED', { type: 'ship', by: 'operator', trackingNo }, 'SHIPPED'],
  ['PACKED', { type: 'ship', by: 'operator', trackingNo }, 'SHIPPED', ownLabel],
  // a label stands in the way of shipping only: picking and packing go on without it
  ['AWAITING_PICK', { type: 'pick', by: 'operator' }, 'PICKING', noOwnLabel],
  ['PICKING', { type: 'pack', by: 'operator', actualWeightKg: 0.25 }, 'PACKED', noOwnLabel],
  ['PACKED', { type: 'requestCancel', by: 'customer', reason }, 'PACKED.cancelRequested', noOwnLabel],
  ['PACKED', { type: 'requestCancel', by: 'customer', reason }, 'PACKED.cancelRequested'],
  ['PACKED.cancelRequested', { type: 'confirmCancel', by: 'operator' }, 'CANCELLED'],
  ['PACKED.cancelRequested', { type: 'refuseCancel', by: 'operator' }, 'PACKED'],
  ['SHIPPED', { type: 'deliver', by: 'operator' }, 'DELIVERED'],
];

const invalid: Invalid<M, OutboundState>[] = [
  ['DRAFT', fromWire('{"type":"submit","by":"customer"}'), ['hasCheck']],
  ['DRAFT', fromWire('{"type":"submit","by":"customer","check":{"stock":true,"funds":true}}'), ['hasCheck']],
  ['EXCEPTION', fromWire('{"type":"resubmit","by":"customer","check":null}'), ['hasCheck']],
  ['DRAFT', { type: 'cancel', by: 'customer', reason: '' }, ['hasReason']],
  ['AWAITING_PICK', fromWire('{"type":"cancel","by":"customer"}'), ['hasReason']],
  ['PICKING', { type: 'pack', by: 'operator', actualWeightKg: 0 }, ['hasActualWeight']],
  ['PICKING', { type: 'pack', by: 'operator', actualWeightKg: -1 }, ['hasActualWeight']],
  ['PICKING', { type: 'pack', by: 'operator', actualWeightKg: Number.NaN }, ['hasActualWeight']],
  ['PICKING', { type: 'requestCancel', by: 'customer', reason: ' ' }, ['hasReason']],
  ['PACKED', { type: 'ship', by: 'operator', trackingNo: '' }, ['hasTrackingNo']],
  ['PACKED', { type: 'ship', by: 'operator', trackingNo }, ['hasWaybill'], noOwnLabel],
  // the missing label is told first: it is a fact of the order, the number only what the user types
  ['PACKED', { type: 'ship', by: 'operator', trackingNo: '' }, ['hasWaybill'], noOwnLabel],
  ['PACKED', { type: 'ship', by: 'operator', trackingNo: '' }, ['hasTrackingNo'], ownLabel],
  ['PACKED', { type: 'requestCancel', by: 'customer', reason: '' }, ['hasReason']],
];

export const outboundCases: LifecycleCases<M, OutboundState> = {
  machine: outboundOrderMachine,
  states: OUTBOUND_STATES,
  eventTypes: OUTBOUND_EVENT_TYPES,
  context: { exceptionReason: undefined, businessMode: 'WAREHOUSE_AND_DELIVERY', waybillUploaded: false },
  allowed,
  invalid,
};
