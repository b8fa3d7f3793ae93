import { failure, succeed } from '../../services/contract';
import type { OutboundOrder } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { crudHandlers, ownScope } from '../../api/crud';
import { estimateHandler } from '../finance/estimate.routes';
import { exportHandler } from '../../api/export';
import type { Column } from '../../api/files/table-export';
import { type ListSpec } from '../../store/list-query';
import { shippedAtOf } from '@/api/rules/outbound';
import { outboundBatchHandlers } from './batches.routes';
import { outboundFileHandlers } from './files.routes';
import { outboundImportHandlers } from './import.routes';
import { outboundTrackingHandlers } from './tracking.routes';
import { outboundWaybillHandlers } from './waybill.routes';
import { businessPost, idsIn, withoutId } from '../../api/route';
import { act } from '../../api/services';

export const outboundSpec: ListSpec<OutboundOrder> = {
  keyword: ['outboundNo', 'referenceNo', 'trackingNo', 'consignee.name'],
  equals: {
    warehouseCode: 'warehouseCode',
    carrierCode: 'carrierCode',
    type: 'type',
    platform: 'platform',
    storeName: 'storeName',
    businessMode: 'businessMode',
    exceptionReason: 'exceptionReason',
    countryCode: 'consignee.countryCode',
    customerId: 'customerId',
  },
  ranges: {
    created: { field: 'createdAt' },
    updated: { field: 'updatedAt' },
    shipped: { field: { computed: shippedAtOf } },
  },
  sorts: {
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
    outboundNo: 'outboundNo',
    referenceNo: 'referenceNo',
    warehouseCode: 'warehouseCode',
    countryCode: 'consignee.countryCode',
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  status: { base: 'status' },
};

const units = (o: OutboundOrder) => o.lines.reduce((sum, line) => sum + line.qty, 0);

const outboundColumns: Column<OutboundOrder>[] = [
  { header: 'outboundNo', value: (o) => o.outboundNo },
  { header: 'referenceNo', value: (o) => o.referenceNo },
  { header: 'customerId', value: (o) => o.customerId },
  { header: 'type', value: (o) => o.type },
  { header: 'platform', value: (o) => o.platform },
  { header: 'storeName', value: (o) => o.storeName },
  { header: 'warehouseCode', value: (o) => o.warehouseCode },
  { header: 'carrierCode', value: (o) => o.carrierCode },
  { header: 'businessMode', value: (o) => o.businessMode },
  { header: 'status', value: (o) => o.status },
  { header: 'exceptionReason', value: (o) => o.exceptionReason },
  { header: 'consigneeName', value: (o) => o.consignee.name },
  { header: 'countryCode', value: (o) => o.consignee.countryCode },
  { header: 'state', value: (o) => o.consignee.state },
  { header: 'city', value: (o) => o.consignee.city },
  { header: 'postcode', value: (o) => o.consignee.postcode },
  { header: 'skus', value: (o) => o.lines.map((line) => `${line.sku}x${line.qty}`).join(' ') },
  { header: 'units', value: units },
  { header: 'trackingNo', value: (o) => o.trackingNo },
  { header: 'actualWeightKg', value: (o) => o.actualWeightKg },
  { header: 'createdAt', value: (o) => o.createdAt },
  { header: 'updatedAt', value: (o) => o.updatedAt },
];

export const OUTBOUND_ACTIONS = [
  'submit',
  'resubmit',
  'hold',
  'release',
  'pick',
  'pack',
  'ship',
  'deliver',
  'cancel',
  'requestCancel',
  'confirmCancel',
  'refuseCancel',
] as const;

const MAX_BULK = 200;

export const outboundHandlers = [
  ...crudHandlers({
    module: 'Outbound',
    collection: 'outbounds',
    kind: 'outbound',
    scope: ownScope,
    spec: outboundSpec,
    actions: { kind: 'outbound', events: OUTBOUND_ACTIONS },
  }),
  exportHandler(
    'Outbound/Export',
    'outbounds',
    ({ actor, query }) => ownScope(actor, query),
    outboundSpec,
    outboundColumns,
    'outbound',
  ),
  // The list's bulk actions: `{ ids, action, ...payload }`; each order succeeds or fails on its own.
  businessPost('Outbound/BulkAction', async ({ db, actor, body, lang }) => {
    const ids = idsIn(body);
    const action = typeof body.action === 'string' ? body.action : '';
    if (!OUTBOUND_ACTIONS.some((event) => event === action)) {
      return failure(422, 'validationFailed', undefined, { action: { key: 'bulkActionInvalid' } });
    }
    if (ids.length === 0)
      return failure(422, 'validationFailed', undefined, { ids: { key: 'bulkIdsRequired' } });
    if (ids.length > MAX_BULK) {
      return failure(422, 'validationFailed', undefined, {
        ids: { key: 'bulkTooMany', params: { max: String(MAX_BULK) } },
      });
    }
    const { ids: _ids, action: _action, ...payload } = withoutId(body);
    const succeeded: string[] = [];
    const failed: { id: string; status: number; message: string }[] = [];
    for (const id of ids) {
      const outcome = await act(db, actor, 'outbound', id, action, payload);
      if (outcome.ok) succeeded.push(id);
      else
        failed.push({
          id,
          status: outcome.status,
          message: translate(lang, outcome.message.key, outcome.message.params),
        });
    }
    return succeed({ succeeded, failed });
  }),
  estimateHandler('Outbound', 'outbound'),
  ...outboundWaybillHandlers,
  ...outboundTrackingHandlers,
  ...outboundImportHandlers,
  ...outboundBatchHandlers,
  ...outboundFileHandlers,
];
