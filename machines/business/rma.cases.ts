import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import { RMA_EVENT_TYPES, RMA_STATUSES, rmaMachine, type GradedLine, type RmaStatus } from './rma.machine';

type M = typeof rmaMachine;

const line: GradedLine = { sku: 'MUG-01', goodQty: 2, defectiveQty: 1, unidentifiedQty: 0 };
const none = { goodQty: 0, defectiveQty: 0, unidentifiedQty: 0 };

const allowed: Allowed<M, RmaStatus>[] = [
  ['DRAFT', { type: 'edit', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'delete', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'submit', by: 'customer' }, 'SUBMITTED'],
  ['DRAFT', { type: 'cancel', by: 'customer' }, 'CANCELLED'],
  ['SUBMITTED', { type: 'receive', by: 'operator', lines: [line] }, 'RECEIVED'],
  [
    'SUBMITTED',
    { type: 'receive', by: 'operator', lines: [{ ...line, ...none, unidentifiedQty: 1 }] },
    'RECEIVED',
  ],
  ['SUBMITTED', { type: 'receive', by: 'operator', lines: [{ ...line, ...none }, line] }, 'RECEIVED'],
  ['SUBMITTED', { type: 'cancel', by: 'customer', reason: 'buyer kept the item' }, 'CANCELLED'],
  ['RECEIVED', { type: 'process', by: 'operator' }, 'COMPLETED'],
];

const invalid: Invalid<M, RmaStatus>[] = [
  ['SUBMITTED', { type: 'receive', by: 'operator', lines: [] }, ['hasGradeCounts']],
  ['SUBMITTED', { type: 'receive', by: 'operator', lines: [{ ...line, ...none }] }, ['hasGradeCounts']],
  [
    'SUBMITTED',
    { type: 'receive', by: 'operator', lines: [{ ...line, defectiveQty: -1 }] },
    ['hasGradeCounts'],
  ],
  ['SUBMITTED', { type: 'receive', by: 'operator', lines: [{ ...line, goodQty: 0.5 }] }, ['hasGradeCounts']],
  ['SUBMITTED', { type: 'receive', by: 'operator', lines: [{ ...line, sku: '' }] }, ['hasGradeCounts']],
];

export const rmaCases: LifecycleCases<M, RmaStatus> = {
  machine: rmaMachine,
  states: RMA_STATUSES,
  eventTypes: RMA_EVENT_TYPES,
  context: {},
  allowed,
  invalid,
};
