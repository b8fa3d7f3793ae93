import { OUTBOUND_STATES } from '@machines/business/outbound-order.machine';
import type { OutboundWaybillRow } from '@/api/business/outbound';
import { waybillStateOf } from '@/api/rules/waybill';
import type { Actor } from '../../services/contract';
import { filter, type Db } from '../../store/store';
import { scopeCustomer } from '../../api/actor';
import { runList, type ListSpec } from '../../store/list-query';
import { currentLabels } from '../../api/seeded-files';

const waybillSpec: ListSpec<OutboundWaybillRow> = {
  keyword: ['outboundNo', 'referenceNo', 'trackingNo', 'fileName'],
  equals: {
    waybill: 'waybill',
    businessMode: 'businessMode',
    warehouseCode: 'warehouseCode',
    carrierCode: 'carrierCode',
  },
  sorts: {
    createdAt: 'createdAt',
    outboundNo: 'outboundNo',
    uploadedAt: 'uploadedAt',
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  // The tabs of the waybill page count the labels' states, not the orders'.
  status: 'waybill',
};

/**
 * `GET Outbound/GetWaybills`: every order not cancelled that the caller may see (a customer its own,
 * the operator all or `customerId`'s), with its label's state and the current upload's file.
 */
export async function waybillRows(db: Db, actor: Actor, query: URLSearchParams) {
  const customerId = scopeCustomer(actor, query.get('customerId'));
  const kept = OUTBOUND_STATES.filter((state) => state !== 'CANCELLED');
  const orders = await filter(
    db,
    'outbounds',
    customerId === null ? { status: kept } : { customerId, status: kept },
  );
  const current = await currentLabels(db, orders);
  const rows = orders.map((order): OutboundWaybillRow => {
    const upload = current.get(order.id);
    return {
      id: order.id,
      outboundNo: order.outboundNo,
      referenceNo: order.referenceNo,
      customerId: order.customerId,
      warehouseCode: order.warehouseCode,
      carrierCode: order.carrierCode,
      businessMode: order.businessMode,
      status: order.status,
      trackingNo: order.trackingNo,
      waybill: waybillStateOf(order, upload !== undefined),
      fileName: upload?.name ?? null,
      uploadedAt: upload?.uploadedAt ?? null,
      createdAt: order.createdAt,
    };
  });
  return runList(rows, query, waybillSpec);
}
