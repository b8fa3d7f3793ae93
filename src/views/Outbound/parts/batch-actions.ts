import { outboundBatchMachine } from '@machines/business/outbound-batch.machine';
import {
  deleteOutboundBatches,
  outboundBatchAction,
  type OutboundBatchAction,
} from '@/api/business/outbound-batch';
import type { OutboundBatch } from '@/api/business/types/documents';
import type { ActionSpec } from '@/views/Business/shared/action-spec';
import {
  useDocumentActions,
  type DocumentActionsOptions,
} from '@/views/Business/shared/use-document-actions';

/** Every event of the batch chart a page may offer. */
export type BatchAction = OutboundBatchAction | 'edit' | 'delete' | 'printLabels' | 'handoverSheet';

/** The batch page's button permissions (route `meta.permission`): printing for both roles, handover the warehouse's. */
export const BATCH_PERMISSIONS: Record<BatchAction, string> = {
  addOrders: 'outbound:print',
  removeOrders: 'outbound:print',
  print: 'outbound:print',
  edit: 'outbound:print',
  delete: 'outbound:print',
  printLabels: 'outbound:print',
  handoverSheet: 'outbound:print',
  handOver: 'outbound:handover',
};

const SPECS: Record<BatchAction, ActionSpec> = {
  print: {
    event: 'print',
    permission: BATCH_PERMISSIONS.print,
    confirm: true,
    wording: {
      title: 'outbound.batch.confirm.print.title',
      message: 'outbound.batch.confirm.print.message',
      done: 'outbound.batch.done.print',
    },
  },
  handOver: {
    event: 'handOver',
    permission: BATCH_PERMISSIONS.handOver,
    confirm: true,
    color: 'green',
    wording: {
      title: 'outbound.batch.confirm.handOver.title',
      message: 'outbound.batch.confirm.handOver.message',
      done: 'outbound.batch.done.handOver',
    },
  },
  printLabels: {
    event: 'printLabels',
    permission: BATCH_PERMISSIONS.printLabels,
    label: 'outbound.batch.action.printLabels',
  },
  handoverSheet: {
    event: 'handoverSheet',
    permission: BATCH_PERMISSIONS.handoverSheet,
    label: 'outbound.batch.action.handoverSheet',
  },
  addOrders: { event: 'addOrders', permission: BATCH_PERMISSIONS.addOrders },
  removeOrders: {
    event: 'removeOrders',
    permission: BATCH_PERMISSIONS.removeOrders,
  },
  edit: { event: 'edit', permission: BATCH_PERMISSIONS.edit, label: 'outbound.batch.action.remark' },
  delete: {
    event: 'delete',
    permission: BATCH_PERMISSIONS.delete,
    confirm: true,
    color: 'red',
    wording: { done: 'outbound.batch.done.delete' },
  },
};

const specsOf = (events: readonly BatchAction[]) => events.map((event) => SPECS[event]);

/** A list row: the next step first; the rest opens the batch. */
export const BATCH_ROW_ACTIONS = specsOf(['print', 'handOver', 'printLabels', 'delete']);

/** The batch drawer's buttons; removing orders is offered at each order's row. */
export const BATCH_DETAIL_ACTIONS = specsOf([
  'print',
  'handOver',
  'printLabels',
  'handoverSheet',
  'edit',
  'removeOrders',
  'delete',
]);

/** What the drawer's own forms send: the orders to remove. */
export type BatchPayload = { orderIds?: string[] };

type Handlers = DocumentActionsOptions<OutboundBatch, BatchPayload>['handlers'];

const API_ACTIONS: ReadonlySet<string> = new Set<OutboundBatchAction>([
  'addOrders',
  'removeOrders',
  'print',
  'handOver',
]);

export function runBatchAction(batch: OutboundBatch, event: string, payload: BatchPayload): Promise<unknown> {
  if (event === 'delete') return deleteOutboundBatches([batch.id]);
  if (event === 'addOrders' || event === 'removeOrders')
    return outboundBatchAction(batch.id, event, { orderIds: payload.orderIds ?? [] });
  if (!API_ACTIONS.has(event)) return Promise.reject(new Error(`not an API action: ${event}`));
  return outboundBatchAction(batch.id, event as 'print' | 'handOver');
}

/** What the batch chart's guards look at. */
export const batchContextOf = (batch: OutboundBatch) => ({
  kind: batch.kind,
  orderCount: batch.orderIds.length,
});

/** The kit's actions for batches: the batch chart, its facts, its number in dialogs. */
export function useBatchActions(
  specs: readonly ActionSpec[],
  onChanged: () => void,
  handlers: Handlers,
  /** a page showing the batch leaves it once deleted */
  onDeleted?: () => void,
) {
  return useDocumentActions<OutboundBatch, BatchPayload>({
    machine: outboundBatchMachine,
    specs,
    run: async (batch, event, payload) => {
      const answer = await runBatchAction(batch, event, payload);
      if (event === 'delete') onDeleted?.();
      return answer;
    },
    nameOf: (batch) => batch.batchNo,
    contextOf: batchContextOf,
    onChanged,
    handlers,
  });
}
