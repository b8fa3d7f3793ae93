import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import {
  BATCH_EVENT_TYPES,
  BATCH_STATUSES,
  outboundBatchMachine,
  type BatchEvent,
  type BatchStatus,
} from './outbound-batch.machine';

type M = typeof outboundBatchMachine;

const orderIds = ['OB20261122-0001', 'OB20261122-0002'];

/** What a back-end gets from a request body: not checked against the type. */
const fromWire = (json: string) => JSON.parse(json) as BatchEvent;

const allowed: Allowed<M, BatchStatus>[] = [
  ['OPEN', { type: 'addOrders', by: 'customer', orderIds }, 'OPEN'],
  ['OPEN', { type: 'addOrders', by: 'operator', orderIds }, 'OPEN'],
  ['OPEN', { type: 'removeOrders', by: 'customer', orderIds: orderIds.slice(1) }, 'OPEN'],
  ['OPEN', { type: 'removeOrders', by: 'operator', orderIds }, 'OPEN', { orderCount: 0 }],
  ['OPEN', { type: 'print', by: 'customer' }, 'PRINTED', { kind: 'LABEL_PRINT' }],
  ['OPEN', { type: 'print', by: 'operator' }, 'PRINTED'],
  ['PRINTED', { type: 'removeOrders', by: 'customer', orderIds }, 'PRINTED'],
  ['PRINTED', { type: 'removeOrders', by: 'operator', orderIds }, 'PRINTED'],
  ['PRINTED', { type: 'handOver', by: 'operator' }, 'HANDED_OVER'],
  ['OPEN', { type: 'edit', by: 'customer' }, 'OPEN'],
  ['OPEN', { type: 'edit', by: 'operator' }, 'OPEN'],
  ['PRINTED', { type: 'edit', by: 'customer' }, 'PRINTED'],
  ['PRINTED', { type: 'edit', by: 'operator' }, 'PRINTED'],
  ['OPEN', { type: 'delete', by: 'customer' }, 'OPEN', { orderCount: 0 }],
  ['OPEN', { type: 'delete', by: 'operator' }, 'OPEN'],
  ['PRINTED', { type: 'printLabels', by: 'customer' }, 'PRINTED', { kind: 'LABEL_PRINT' }],
  ['PRINTED', { type: 'printLabels', by: 'operator' }, 'PRINTED'],
  ['HANDED_OVER', { type: 'printLabels', by: 'customer' }, 'HANDED_OVER'],
  ['HANDED_OVER', { type: 'printLabels', by: 'operator' }, 'HANDED_OVER'],
  ['PRINTED', { type: 'handoverSheet', by: 'customer' }, 'PRINTED'],
  ['PRINTED', { type: 'handoverSheet', by: 'operator' }, 'PRINTED'],
  ['HANDED_OVER', { type: 'handoverSheet', by: 'customer' }, 'HANDED_OVER'],
  ['HANDED_OVER', { type: 'handoverSheet', by: 'operator' }, 'HANDED_OVER'],
];

const invalid: Invalid<M, BatchStatus>[] = [
  ['OPEN', { type: 'addOrders', by: 'operator', orderIds: [] }, ['hasOrderIds']],
  ['OPEN', fromWire('{"type":"addOrders","by":"customer"}'), ['hasOrderIds']],
  ['OPEN', fromWire('{"type":"removeOrders","by":"customer","orderIds":[" ", 7]}'), ['hasOrderIds']],
  ['PRINTED', fromWire('{"type":"removeOrders","by":"operator","orderIds":"OB1"}'), ['hasOrderIds']],
  ['OPEN', { type: 'print', by: 'customer' }, ['hasOrders'], { orderCount: 0 }],
  ['PRINTED', { type: 'handOver', by: 'operator' }, ['isHandoverBatch'], { kind: 'LABEL_PRINT' }],
  ['PRINTED', { type: 'handOver', by: 'operator' }, ['hasOrders'], { orderCount: 0 }],
  ['PRINTED', { type: 'printLabels', by: 'customer' }, ['hasOrders'], { orderCount: 0 }],
  ['PRINTED', { type: 'handoverSheet', by: 'operator' }, ['isHandoverBatch'], { kind: 'LABEL_PRINT' }],
];

export const batchCases: LifecycleCases<M, BatchStatus> = {
  machine: outboundBatchMachine,
  states: BATCH_STATUSES,
  eventTypes: BATCH_EVENT_TYPES,
  context: { kind: 'HANDOVER', orderCount: 2 },
  allowed,
  invalid,
};
