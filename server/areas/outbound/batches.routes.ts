import { failure, succeed, type Actor } from '../../services/contract';
import { findByIds } from '../../store/store';
import type { OutboundBatch, OutboundBatchDetail } from '../../store/types/documents';
import { scopeCustomer } from '../../api/actor';
import { fileResponse, MIME } from '../../api/files/respond-file';
import { isWaybillSize, waybillsPdf, WAYBILL_SIZES } from './waybill-pdf';
import { type ListSpec, type RowScope } from '../../store/list-query';
import { listRecords } from '../../store/table-lists';
import { waybillOf } from './waybill-pdf';
import { businessGet, businessPost, idIn, idsIn, withoutId } from '../../api/route';
import { actOnBatch, getVisible, removeBatches, saveBatch } from '../../api/services';
import { labelSizeError } from '../sku/labels.routes';
import { handoverSheetOf } from './handover-sheet.routes';

/** Label and handover batches of outbound orders (business.md §6), under the Outbound module. */

export const batchSpec: ListSpec<OutboundBatch> = {
  keyword: ['batchNo', 'remark'],
  equals: {
    kind: 'kind',
    warehouseCode: 'warehouseCode',
    carrierCode: 'carrierCode',
    customerId: 'customerId',
    // The batches holding an order.
    orderId: { each: 'orderIds' },
  },
  ranges: { created: { field: 'createdAt' } },
  sorts: {
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
    batchNo: 'batchNo',
    orders: { count: 'orderIds' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  status: { base: 'status' },
};

/** A customer lists its own batches; the operator every batch, or one customer's (`customerId`). */
function batchScope(actor: Actor, query: URLSearchParams): RowScope<OutboundBatch> {
  const customerId = scopeCustomer(actor, query.get('customerId'));
  return customerId === null ? null : [{ customerId }];
}

/** Chart event → path: `{ id, orderIds }` for the first two, `{ id }` for the others. */
export const BATCH_ACTION_PATHS = {
  addOrders: 'Outbound/AddBatchOrders',
  removeOrders: 'Outbound/RemoveBatchOrders',
  print: 'Outbound/PrintBatch',
  handOver: 'Outbound/HandOverBatch',
} as const;

const PRINTED = new Set(['PRINTED', 'HANDED_OVER']);

export const outboundBatchHandlers = [
  businessGet(
    'Outbound/GetBatches',
    async ({ db, actor, query }) =>
      await listRecords(db, 'outboundBatches', query, batchSpec, batchScope(actor, query)),
  ),
  businessGet('Outbound/GetBatch', async ({ db, actor, query }) => {
    const found = await getVisible(db, actor, 'outboundBatches', query.get('id') ?? '');
    if (!found.ok) return found;
    const orders = await findByIds(db, 'outbounds', found.value.orderIds);
    const detail: OutboundBatchDetail = { ...found.value, orders };
    return succeed(detail);
  }),
  businessPost('Outbound/SaveBatch', async ({ db, actor, body }) => await saveBatch(db, actor, body)),
  businessPost(
    'Outbound/DeleteBatches',
    async ({ db, actor, body }) => await removeBatches(db, actor, idsIn(body)),
  ),
  ...Object.entries(BATCH_ACTION_PATHS).map(([event, path]) =>
    businessPost(path, async ({ db, actor, body }) => {
      const id = idIn(body);
      if (id === '') return failure(422, 'validationFailed', undefined, { id: { key: 'idRequired' } });
      return await actOnBatch(db, actor, id, event, withoutId(body));
    }),
  ),
  // The merged labels of a printed batch, a page per order, with the tracking numbers it was printed with.
  businessGet('Outbound/BatchLabels', async ({ db, actor, query }) => {
    const size = query.get('size') ?? '4x6';
    if (!isWaybillSize(size))
      return failure(422, 'validationFailed', undefined, labelSizeError(WAYBILL_SIZES));
    const found = await getVisible(db, actor, 'outboundBatches', query.get('id') ?? '');
    if (!found.ok) return found;
    const batch = found.value;
    if (!PRINTED.has(batch.status) || batch.orderIds.length === 0) return failure(409, 'batchNotPrinted');
    const waybills = await Promise.all(
      (await findByIds(db, 'outbounds', batch.orderIds)).map(async (order) => ({
        ...(await waybillOf(db, order)),
        trackingNo: batch.trackingNos[order.id] ?? order.trackingNo,
      })),
    );
    return fileResponse(await waybillsPdf(waybills, size), MIME.pdf, `${batch.batchNo}-labels.pdf`);
  }),
  businessGet(
    'Outbound/HandoverSheet',
    async ({ db, actor, query }) => await handoverSheetOf(db, actor, query.get('id') ?? ''),
  ),
];
