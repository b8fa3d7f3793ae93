import { OUTBOUND_STATES } from '@machines/business/outbound-order.machine';
import type { OutboundWaybillRow } from '@/api/business/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
import { waybillOfOrder } from '@/api/rules/waybill';
import type { Actor, Outcome } from '../../services/contract';
import type { Db } from '../../store/store';
import { scopeCustomer } from '../../api/actor';
import type { ListPage, ListSpec } from '../../store/list-query';
import { listRecords } from '../../store/table-lists';
import { currentLabels } from '../../api/seeded-files';

/** The label's state, a column of the outbound table (derived.ts): a filter and the tabs. */
const waybill = { computed: waybillOfOrder } as const;

export const waybillSpec: ListSpec<OutboundOrder> = {
  keyword: ['outboundNo', 'referenceNo', 'trackingNo'],
  equals: {
    waybill,
    businessMode: 'businessMode',
    warehouseCode: 'warehouseCode',
    carrierCode: 'carrierCode',
  },
  sorts: { createdAt: 'createdAt', outboundNo: 'outboundNo' },
  defaultSort: { field: 'createdAt', order: 'desc' },
  // The tabs of the waybill page count the labels' states, not the orders'.
  status: waybill,
};

const KEPT = OUTBOUND_STATES.filter((state) => state !== 'CANCELLED');

/**
 * `GET Outbound/GetWaybills`: the orders not cancelled that the caller may see (a customer its own,
 * the operator all or `customerId`'s), with their label's state, one page of them a query on the
 * outbound table; the file of each shown order's current label is then read for those rows alone.
 */
export async function waybillRows(
  db: Db,
  actor: Actor,
  query: URLSearchParams,
): Promise<Outcome<ListPage<OutboundWaybillRow>>> {
  const customerId = scopeCustomer(actor, query.get('customerId'));
  const page = await listRecords(db, 'outbounds', query, waybillSpec, [
    customerId === null ? { status: KEPT } : { customerId, status: KEPT },
  ]);
  if (!page.ok) return page;
  const current = await currentLabels(db, page.value.list);
  const list = page.value.list.map((order): OutboundWaybillRow => {
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
      waybill: waybillOfOrder(order),
      fileName: upload?.name ?? null,
      uploadedAt: upload?.uploadedAt ?? null,
      createdAt: order.createdAt,
    };
  });
  return { ok: true, value: { ...page.value, list } };
}
