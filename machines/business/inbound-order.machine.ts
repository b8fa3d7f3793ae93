import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isCount, isRecordList, isText } from './payload';

export const INBOUND_STATUSES = [
  'DRAFT',
  'PENDING_REVIEW',
  'APPROVED',
  'REJECTED',
  'IN_TRANSIT',
  'ARRIVED',
  'RECEIVING',
  'RECEIVED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];

export const INBOUND_EVENT_TYPES = [
  'edit',
  'submit',
  'approve',
  'reject',
  'markShipped',
  'arrive',
  'startReceiving',
  'receive',
  'putaway',
  'cancel',
] as const;

export interface InboundContext {
  /** Exceptions of this order not yet RESOLVED: they block putaway. */
  openExceptions: number;
  /** The goods are at the warehouse, even if the order has not been moved to ARRIVED yet. */
  arrived: boolean;
}

export type InboundInput = Partial<InboundContext>;

/** Counts for one line of one box; every received unit is graded good or damaged. */
export interface ReceivedLine {
  boxNo: number;
  sku: string;
  receivedQty: number;
  goodQty: number;
  damagedQty: number;
}

export type InboundEvent =
  | { type: 'edit'; by: Role }
  | { type: 'submit'; by: Role }
  | { type: 'approve'; by: Role }
  | { type: 'reject'; by: Role; reason: string }
  | { type: 'markShipped'; by: Role; trackingNos?: string[]; containerNo?: string }
  | { type: 'arrive'; by: Role }
  | { type: 'startReceiving'; by: Role }
  | { type: 'receive'; by: Role; lines: ReceivedLine[] }
  | { type: 'putaway'; by: Role }
  | { type: 'cancel'; by: Role; reason?: string };

const isReceivedLine = (line: ReceivedLine) =>
  Number.isInteger(line.boxNo) &&
  line.boxNo >= 1 &&
  isText(line.sku) &&
  [line.receivedQty, line.goodQty, line.damagedQty].every(isCount) &&
  line.goodQty + line.damagedQty === line.receivedQty;

const cancelByCustomer = { target: 'CANCELLED', guard: 'isCustomer' } as const;

export const inboundOrderMachine = setup({
  types: {
    context: {} as InboundContext,
    events: {} as InboundEvent,
    input: {} as InboundInput,
  },
  guards: {
    ...roleGuards,
    hasReason: ({ event }) => 'reason' in event && isText(event.reason),
    hasShipmentNo: ({ event }) =>
      event.type === 'markShipped' &&
      ((Array.isArray(event.trackingNos) && event.trackingNos.some(isText)) || isText(event.containerNo)),
    hasReceivedCounts: ({ event }) => event.type === 'receive' && isRecordList(event.lines, isReceivedLine),
    hasNoOpenExceptions: ({ context }) => context.openExceptions === 0,
    isBeforeArrival: ({ context }) => !context.arrived,
  },
}).createMachine({
  id: 'inboundOrder',
  context: ({ input }) => ({
    openExceptions: input.openExceptions ?? 0,
    arrived: input.arrived ?? false,
  }),
  initial: 'DRAFT',
  states: {
    DRAFT: {
      on: {
        edit: { target: 'DRAFT', guard: 'isCustomer' },
        submit: { target: 'PENDING_REVIEW', guard: 'isCustomer' },
        cancel: cancelByCustomer,
      },
    },
    PENDING_REVIEW: {
      on: {
        approve: { target: 'APPROVED', guard: 'isOperator' },
        reject: { target: 'REJECTED', guard: and(['isOperator', 'hasReason']) },
        cancel: cancelByCustomer,
      },
    },
    REJECTED: {
      on: {
        edit: { target: 'REJECTED', guard: 'isCustomer' },
        submit: { target: 'PENDING_REVIEW', guard: 'isCustomer' },
        cancel: cancelByCustomer,
      },
    },
    APPROVED: {
      on: {
        markShipped: { target: 'IN_TRANSIT', guard: and(['isCustomer', 'hasShipmentNo']) },
        arrive: { target: 'ARRIVED', guard: 'isOperator' },
        cancel: { target: 'CANCELLED', guard: and(['isOperator', 'isBeforeArrival']) },
      },
    },
    IN_TRANSIT: {
      on: { arrive: { target: 'ARRIVED', guard: 'isOperator' } },
    },
    ARRIVED: {
      on: { startReceiving: { target: 'RECEIVING', guard: 'isOperator' } },
    },
    RECEIVING: {
      on: { receive: { target: 'RECEIVED', guard: and(['isOperator', 'hasReceivedCounts']) } },
    },
    RECEIVED: {
      on: { putaway: { target: 'COMPLETED', guard: and(['isOperator', 'hasNoOpenExceptions']) } },
    },
    COMPLETED: { type: 'final' },
    CANCELLED: { type: 'final' },
  },
});
