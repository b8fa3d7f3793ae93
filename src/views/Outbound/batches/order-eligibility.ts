import { BATCHABLE_MODE, BATCHABLE_STATUSES } from '@/api/rules/batch';
import type { OutboundOrder } from '@/api/business/types/documents';

/** The warehouse and carrier every order of a batch shares, set by the first order picked. */
export interface BatchRoute {
  warehouseCode: string;
  carrierCode: string;
}

/** Why an order cannot join the batch being made, as a message key with its values; null when it can. */
export interface JoinRefusal {
  key: string;
  params: Record<string, string>;
}

/**
 * The back-end's batch rules (`src/api/rules/batch.ts`) applied to one order, in the order the server
 * checks them: its state, its label mode, another active batch holding it, then the batch's route.
 */
export function joinRefusal(
  order: Pick<OutboundOrder, 'status' | 'businessMode' | 'warehouseCode' | 'carrierCode' | 'id'>,
  route: BatchRoute | null,
  takenBy: ReadonlyMap<string, string>,
): JoinRefusal | null {
  if (!BATCHABLE_STATUSES.includes(order.status)) return { key: 'outbound.batch.picker.state', params: {} };
  if (order.businessMode !== BATCHABLE_MODE) return { key: 'outbound.batch.picker.selfLabelled', params: {} };
  const batchNo = takenBy.get(order.id);
  if (batchNo) return { key: 'outbound.batch.picker.taken', params: { batchNo } };
  if (route && (order.warehouseCode !== route.warehouseCode || order.carrierCode !== route.carrierCode))
    return {
      key: 'outbound.batch.picker.otherRoute',
      params: {
        warehouse: order.warehouseCode,
        carrier: order.carrierCode,
        batchWarehouse: route.warehouseCode,
        batchCarrier: route.carrierCode,
      },
    };
  return null;
}
