import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';

export const BATCH_STATUSES = ['OPEN', 'PRINTED', 'HANDED_OVER'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_EVENT_TYPES = [
  'addOrders',
  'removeOrders',
  'print',
  'handOver',
  'edit',
  'delete',
  'printLabels',
  'handoverSheet',
] as const;

export const BATCH_KINDS = ['LABEL_PRINT', 'HANDOVER'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

export interface BatchContext {
  kind: BatchKind;
  orderCount: number;
}

export type BatchInput = Partial<BatchContext>;

export type BatchEvent =
  | { type: 'addOrders'; by: Role; orderIds: string[] }
  | { type: 'removeOrders'; by: Role; orderIds: string[] }
  | { type: 'print'; by: Role }
  | { type: 'handOver'; by: Role }
  /** Events the views ask about: the remark (until handed over), deleting an open batch (it moves nowhere), */
  | { type: 'edit'; by: Role }
  | { type: 'delete'; by: Role }
  /** the merged labels once printed, and a handover batch's sheet for the driver to sign. */
  | { type: 'printLabels'; by: Role }
  | { type: 'handoverSheet'; by: Role };

const hasOrderIds = (event: BatchEvent) =>
  'orderIds' in event &&
  Array.isArray(event.orderIds) &&
  event.orderIds.length > 0 &&
  event.orderIds.every((id) => typeof id === 'string' && id.trim() !== '');

/**
 * A label or handover batch (business.md §6): orders of one warehouse and carrier, printed as one
 * label file and, for a HANDOVER batch, handed to the carrier together (every order ships).
 * Either role edits and prints (a customer its own batches); only the warehouse hands over.
 */
export const outboundBatchMachine = setup({
  types: {
    context: {} as BatchContext,
    events: {} as BatchEvent,
    input: {} as BatchInput,
  },
  guards: {
    ...roleGuards,
    hasOrderIds: ({ event }) => hasOrderIds(event),
    hasOrders: ({ context }) => context.orderCount > 0,
    isHandoverBatch: ({ context }) => context.kind === 'HANDOVER',
  },
}).createMachine({
  id: 'outboundBatch',
  context: ({ input }) => ({ kind: input.kind ?? 'LABEL_PRINT', orderCount: input.orderCount ?? 0 }),
  initial: 'OPEN',
  states: {
    OPEN: {
      on: {
        addOrders: { target: 'OPEN', guard: 'hasOrderIds' },
        removeOrders: { target: 'OPEN', guard: 'hasOrderIds' },
        print: { target: 'PRINTED', guard: 'hasOrders' },
        edit: { target: 'OPEN' },
        delete: { target: 'OPEN' },
      },
    },
    PRINTED: {
      on: {
        // An order cancelled after printing leaves the batch, so the others can still be handed over.
        removeOrders: { target: 'PRINTED', guard: 'hasOrderIds' },
        handOver: { target: 'HANDED_OVER', guard: and(['isOperator', 'isHandoverBatch', 'hasOrders']) },
        edit: { target: 'PRINTED' },
        printLabels: { target: 'PRINTED', guard: 'hasOrders' },
        handoverSheet: { target: 'PRINTED', guard: and(['isHandoverBatch', 'hasOrders']) },
      },
    },
    HANDED_OVER: {
      type: 'final',
      on: {
        printLabels: { target: 'HANDED_OVER', guard: 'hasOrders' },
        handoverSheet: { target: 'HANDED_OVER', guard: and(['isHandoverBatch', 'hasOrders']) },
      },
    },
  },
});
