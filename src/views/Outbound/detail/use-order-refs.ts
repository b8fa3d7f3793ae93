import { useQuery } from '@tanstack/react-query';
import { getSkuList } from '@/api/business/sku';
import type { OutboundOrder } from '@/api/business/types/documents';
import type { Carrier } from '@/api/business/types/master';
import { getCarrierList, getWarehouseList } from '@/api/business/warehouse';

/** What the order's codes name: its carrier (with the tracking page), its warehouse, its SKUs' names. */
export interface OrderRefs {
  carrier: Carrier | undefined;
  warehouseName: string | undefined;
  /** SKU code → its names */
  skuNames: ReadonlyMap<string, { nameCn: string; nameEn: string }>;
}

/**
 * The carrier, warehouse and SKU names of an order, loaded beside it. Until they come (or if they
 * fail) the page shows the codes alone: the order itself is what matters.
 */
export function useOrderRefs(order: OutboundOrder): OrderRefs {
  const carriers = useQuery({
    queryKey: ['outbound.detail', 'carriers', order.warehouseCode],
    queryFn: () => getCarrierList({ pageIndex: 1, pageSize: 200, warehouseCode: order.warehouseCode }),
    staleTime: 60_000,
  });
  const warehouses = useQuery({
    queryKey: ['outbound.detail', 'warehouses'],
    queryFn: () => getWarehouseList({ pageIndex: 1, pageSize: 200 }),
    staleTime: 60_000,
  });
  const codes = [...new Set(order.lines.map((line) => line.sku))].sort().join(',');
  const skus = useQuery({
    queryKey: ['outbound.detail', 'skus', order.customerId, codes],
    queryFn: () => getSkuList({ pageIndex: 1, pageSize: 200, sku: codes, customerId: order.customerId }),
    enabled: codes !== '',
    staleTime: 60_000,
  });
  return {
    carrier: carriers.data?.list.find((c) => c.code === order.carrierCode),
    warehouseName: warehouses.data?.list.find((w) => w.code === order.warehouseCode)?.nameEn,
    skuNames: new Map((skus.data?.list ?? []).map((sku) => [sku.sku, sku])),
  };
}
