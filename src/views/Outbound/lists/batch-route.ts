import type { OutboundOrder } from '@/api/business/types/documents';

/** A batch ships from one warehouse with one carrier (business.md §6): what a selection mixes. */
export interface BatchRoute {
  warehouses: string[];
  carriers: string[];
  /** one warehouse and one carrier: the orders may share a batch */
  single: boolean;
}

export function batchRoute(
  orders: readonly Pick<OutboundOrder, 'warehouseCode' | 'carrierCode'>[],
): BatchRoute {
  const warehouses = [...new Set(orders.map((o) => o.warehouseCode))].sort();
  const carriers = [...new Set(orders.map((o) => o.carrierCode))].sort();
  return { warehouses, carriers, single: warehouses.length === 1 && carriers.length === 1 };
}
