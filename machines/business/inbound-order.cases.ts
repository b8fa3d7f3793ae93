import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import {
  INBOUND_EVENT_TYPES,
  INBOUND_STATUSES,
  inboundOrderMachine,
  type InboundStatus,
  type ReceivedLine,
} from './inbound-order.machine';

type M = typeof inboundOrderMachine;

const line: ReceivedLine = { boxNo: 1, sku: 'MUG-01', receivedQty: 10, goodQty: 9, damagedQty: 1 };

const allowed: Allowed<M, InboundStatus>[] = [
  ['DRAFT', { type: 'edit', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'delete', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'submit', by: 'customer' }, 'PENDING_REVIEW'],
  ['DRAFT', { type: 'cancel', by: 'customer' }, 'CANCELLED'],
  ['PENDING_REVIEW', { type: 'approve', by: 'operator' }, 'APPROVED'],
  ['PENDING_REVIEW', { type: 'reject', by: 'operator', reason: 'no import declaration for GB' }, 'REJECTED'],
  ['PENDING_REVIEW', { type: 'cancel', by: 'customer', reason: 'order moved to sea freight' }, 'CANCELLED'],
  ['REJECTED', { type: 'edit', by: 'customer' }, 'REJECTED'],
  ['REJECTED', { type: 'submit', by: 'customer' }, 'PENDING_REVIEW'],
  ['REJECTED', { type: 'cancel', by: 'customer' }, 'CANCELLED'],
  ['APPROVED', { type: 'markShipped', by: 'customer', trackingNos: ['1Z999AA10123456784'] }, 'IN_TRANSIT'],
  ['APPROVED', { type: 'markShipped', by: 'customer', containerNo: 'MSKU1234565' }, 'IN_TRANSIT'],
  ['APPROVED', { type: 'markShipped', by: 'customer', trackingNos: ['', 'TBA12345'] }, 'IN_TRANSIT'],
  ['APPROVED', { type: 'arrive', by: 'operator' }, 'ARRIVED'],
  ['APPROVED', { type: 'cancel', by: 'operator' }, 'CANCELLED'],
  ['IN_TRANSIT', { type: 'arrive', by: 'operator' }, 'ARRIVED'],
  ['ARRIVED', { type: 'startReceiving', by: 'operator' }, 'RECEIVING'],
  ['RECEIVING', { type: 'receive', by: 'operator', lines: [line] }, 'RECEIVED'],
  [
    'RECEIVING',
    {
      type: 'receive',
      by: 'operator',
      lines: [line, { ...line, boxNo: 2, receivedQty: 0, goodQty: 0, damagedQty: 0 }],
    },
    'RECEIVED',
  ],
  ['RECEIVED', { type: 'putaway', by: 'operator' }, 'COMPLETED'],
  ...(['APPROVED', 'IN_TRANSIT', 'ARRIVED', 'RECEIVING', 'RECEIVED', 'COMPLETED'] as const).flatMap((state) =>
    (['customer', 'operator'] as const).map(
      (by) => [state, { type: 'printLabels', by }, state] as Allowed<M, InboundStatus>,
    ),
  ),
];

const invalid: Invalid<M, InboundStatus>[] = [
  ['PENDING_REVIEW', { type: 'reject', by: 'operator', reason: ' ' }, ['hasReason']],
  ['APPROVED', { type: 'markShipped', by: 'customer' }, ['hasShipmentNo']],
  ['APPROVED', { type: 'markShipped', by: 'customer', trackingNos: [], containerNo: '' }, ['hasShipmentNo']],
  ['APPROVED', { type: 'markShipped', by: 'customer', trackingNos: ['  '] }, ['hasShipmentNo']],
  ['APPROVED', { type: 'cancel', by: 'operator' }, ['isBeforeArrival'], { arrived: true }],
  ['RECEIVING', { type: 'receive', by: 'operator', lines: [] }, ['hasReceivedCounts']],
  [
    'RECEIVING',
    { type: 'receive', by: 'operator', lines: [{ ...line, goodQty: 10 }] },
    ['hasReceivedCounts'],
  ],
  [
    'RECEIVING',
    { type: 'receive', by: 'operator', lines: [{ ...line, damagedQty: -1, goodQty: 11 }] },
    ['hasReceivedCounts'],
  ],
  ['RECEIVING', { type: 'receive', by: 'operator', lines: [{ ...line, boxNo: 0 }] }, ['hasReceivedCounts']],
  ['RECEIVING', { type: 'receive', by: 'operator', lines: [{ ...line, sku: '' }] }, ['hasReceivedCounts']],
  [
    'RECEIVING',
    { type: 'receive', by: 'operator', lines: [{ ...line, receivedQty: 1.5, goodQty: 1.5, damagedQty: 0 }] },
    ['hasReceivedCounts'],
  ],
  ['RECEIVED', { type: 'putaway', by: 'operator' }, ['hasNoOpenExceptions'], { openExceptions: 1 }],
];

export const inboundCases: LifecycleCases<M, InboundStatus> = {
  machine: inboundOrderMachine,
  states: INBOUND_STATUSES,
  eventTypes: INBOUND_EVENT_TYPES,
  context: { openExceptions: 0, arrived: false },
  allowed,
  invalid,
};
