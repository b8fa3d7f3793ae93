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
  'delete',
  'submit',
  'approve',
  'reject',
  'markShipped',
  'arrive',
  'startReceiving',
  'receive',
  'putaway',
  'cancel',
  'printLabels',
] as const;

export interface InboundContext {
  /** Exceptions of this order not yet RESOLVED: they block putaway. */
  openExceptions: number;
  /** The goods are at the warehouse, even if the order has not been moved to ARRIVED yet. */
  arrived: boolean;
}

export type InboundInput = Partial<InboundContext>;

/**
 * What the chart's guards look at, read from an order as the API answers it: the one builder the mock
 * back-end (to decide) and the views (to offer) both use.
 */
export const inboundContextOf = (order: {
  exceptions: ReadonlyArray<{ status: string }>;
  arrivedAt: string | null;
}): InboundContext => ({
  openExceptions: order.exceptions.filter((e) => e.status !== 'RESOLVED').length,
  arrived: order.arrivedAt !== null,
});

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
  /** Only a draft may be deleted, by its customer: the record is removed, it moves nowhere. */
  | { type: 'delete'; by: Role }
  | { type: 'submit'; by: Role }
  | { type: 'approve'; by: Role }
  | { type: 'reject'; by: Role; reason: string }
  | { type: 'markShipped'; by: Role; trackingNos?: string[]; containerNo?: string }
  | { type: 'arrive'; by: Role }
  | { type: 'startReceiving'; by: Role }
  | { type: 'receive'; by: Role; lines: ReceivedLine[] }
  | { type: 'putaway'; by: Role }
  | { type: 'cancel'; by: Role; reason?: string }
  /** Box and SKU labels exist once the order is approved (business.md §5); printing changes nothing. */
  | { type: 'printLabels'; by: Role };

const isReceivedLine = (line: ReceivedLine) =>
  Number.isInteger(line.boxNo) &&
  line.boxNo >= 1 &&
  isText(line.sku) &&
  [line.receivedQty, line.goodQty, line.damagedQty].every(isCount) &&
  line.goodQty + line.damagedQty === line.receivedQty;

const cancelByCustomer = { target: 'CANCELLED', guard: 'isCustomer' } as const;
/** Either role prints the labels of an approved order, in the state it is in. */
const printLabelsIn = <S extends string>(state: S) => ({ printLabels: { target: state } }) as const;

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
        delete: { target: 'DRAFT', guard: 'isCustomer' },
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
        ...printLabelsIn('APPROVED'),
        markShipped: { target: 'IN_TRANSIT', guard: and(['isCustomer', 'hasShipmentNo']) },
        arrive: { target: 'ARRIVED', guard: 'isOperator' },
        cancel: { target: 'CANCELLED', guard: and(['isOperator', 'isBeforeArrival']) },
      },
    },
    IN_TRANSIT: {
      on: { ...printLabelsIn('IN_TRANSIT'), arrive: { target: 'ARRIVED', guard: 'isOperator' } },
    },
    ARRIVED: {
      on: { ...printLabelsIn('ARRIVED'), startReceiving: { target: 'RECEIVING', guard: 'isOperator' } },
    },
    RECEIVING: {
      on: {
        ...printLabelsIn('RECEIVING'),
        receive: { target: 'RECEIVED', guard: and(['isOperator', 'hasReceivedCounts']) },
      },
    },
    RECEIVED: {
      on: {
        ...printLabelsIn('RECEIVED'),
        putaway: { target: 'COMPLETED', guard: and(['isOperator', 'hasNoOpenExceptions']) },
      },
    },
    // final for the lifecycle; its labels can still be printed (a relabel at the warehouse)
    COMPLETED: { type: 'final', on: printLabelsIn('COMPLETED') },
    CANCELLED: { type: 'final' },
  },
});
