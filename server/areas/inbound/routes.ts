import { succeed, type Actor, type Outcome } from '../../services/contract';
import type { Db } from '../../store/store';
import type { InboundOrder } from '../../store/types/documents';
import { crudHandlers, ownScope } from '../../api/crud';
import { exportHandler } from '../../api/export';
import type { Column } from '../../api/files/table-export';
import { inboundDetailHandlers } from './detail.routes';
import { inboundLabelHandlers } from './labels.routes';
import { type ListSpec } from '../../store/list-query';
import { estimateHandler } from '../finance/estimate.routes';
import { getVisible } from '../../api/services';
import { uploadHandlers } from '../../api/uploads';

async function inboundOwner(
  db: Db,
  actor: Actor,
  _purpose: string,
  docId: string,
): Promise<Outcome<{ customerId: string }>> {
  const found = await getVisible(db, actor, 'inbounds', docId);
  return found.ok ? succeed({ customerId: found.value.customerId }) : found;
}

export const inboundSpec: ListSpec<InboundOrder> = {
  keyword: ['inboundNo', 'referenceNo', 'containerNo', 'trackingNos'],
  equals: {
    warehouseCode: 'warehouseCode',
    type: 'type',
    shippingMode: 'shippingMode',
    loadType: 'loadType',
    customerId: 'customerId',
    // an order with that SKU in any box (outbound's "stock on its way")
    sku: { each: 'boxes.lines.sku' },
  },
  ranges: { created: { field: 'createdAt' }, eta: { field: 'eta' } },
  sorts: {
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
    eta: 'eta',
    inboundNo: 'inboundNo',
    referenceNo: 'referenceNo',
    units: 'totals.units',
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  status: { base: 'status' },
};

const inboundColumns: Column<InboundOrder>[] = [
  { header: 'inboundNo', value: (o) => o.inboundNo },
  { header: 'referenceNo', value: (o) => o.referenceNo },
  { header: 'customerId', value: (o) => o.customerId },
  { header: 'warehouseCode', value: (o) => o.warehouseCode },
  { header: 'type', value: (o) => o.type },
  { header: 'shippingMode', value: (o) => o.shippingMode },
  { header: 'loadType', value: (o) => o.loadType },
  { header: 'status', value: (o) => o.status },
  { header: 'eta', value: (o) => o.eta },
  { header: 'boxes', value: (o) => o.totals.boxes },
  { header: 'units', value: (o) => o.totals.units },
  { header: 'weightKg', value: (o) => o.totals.weightKg },
  { header: 'volumeM3', value: (o) => o.totals.volumeM3 },
  { header: 'trackingNos', value: (o) => o.trackingNos.join(' ') },
  { header: 'containerNo', value: (o) => o.containerNo },
  { header: 'createdAt', value: (o) => o.createdAt },
  { header: 'updatedAt', value: (o) => o.updatedAt },
];

export const INBOUND_ACTIONS = [
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

export const inboundHandlers = [
  ...crudHandlers({
    module: 'Inbound',
    collection: 'inbounds',
    kind: 'inbound',
    scope: ownScope,
    spec: inboundSpec,
    actions: { kind: 'inbound', events: INBOUND_ACTIONS },
  }),
  exportHandler(
    'Inbound/Export',
    'inbounds',
    ({ actor, query }) => ownScope(actor, query),
    inboundSpec,
    inboundColumns,
    'inbound',
  ),
  ...inboundDetailHandlers,
  // Photos of receiving exceptions; `docId` the order.
  ...uploadHandlers('Inbound', { purposes: ['photo'], ownerOf: inboundOwner }),
  estimateHandler('Inbound', 'inbound'),
  ...inboundLabelHandlers,
];
