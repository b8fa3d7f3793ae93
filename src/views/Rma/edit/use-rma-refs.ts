import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getOutbound, getOutboundList } from '@/api/business/outbound';
import { getReturnStrategies, getRmaList, getSkuReturns } from '@/api/business/rma';
import type { OutboundOrder } from '@/api/business/types/documents';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { getWarehouseList } from '@/api/business/warehouse';
import { returnableQty } from '@/api/rules/rma';

/** The statuses of an order something may come back from. */
export const RETURNABLE_ORDER_STATUSES = 'SHIPPED,DELIVERED';

/** A shipped SKU of the original order: what was shipped and what may still come back. */
export interface ShippedSku {
  sku: string;
  shipped: number;
  /** what the order's other returns (not cancelled) already expect */
  elsewhere: number;
  returnable: number;
}

export interface OriginalOrder {
  order: OutboundOrder;
  skus: ShippedSku[];
}

/** The original order and what each of its SKUs may still return (the other returns of it, less `selfId`). */
export async function loadOriginal(outboundNo: string, selfId: string | null): Promise<OriginalOrder> {
  const [order, returns] = await Promise.all([
    getOutbound(outboundNo),
    getRmaList({ pageIndex: 1, pageSize: 200, originalOutboundNo: outboundNo }),
  ]);
  const left = returnableQty(order.lines, returns.list, selfId);
  const shipped = returnableQty(order.lines, [], null);
  return {
    order,
    skus: [...shipped].map(([sku, qty]) => ({
      sku,
      shipped: qty,
      returnable: left.get(sku) ?? 0,
      elsewhere: qty - (left.get(sku) ?? 0),
    })),
  };
}

export const originalKey = (outboundNo: string, selfId: string | null) => [
  'rma-edit',
  'original',
  outboundNo,
  selfId ?? '',
];

/** The chosen original order, asked again whenever the form opens (other returns may have come since). */
export function useOriginalOrder(outboundNo: string, selfId: string | null) {
  const query = useQuery({
    queryKey: originalKey(outboundNo, selfId),
    queryFn: () => loadOriginal(outboundNo, selfId),
    enabled: outboundNo !== '',
    retry: false,
  });
  const returnable = useMemo(
    () => (query.data ? new Map(query.data.skus.map((s) => [s.sku, s.returnable])) : null),
    [query.data],
  );
  return { original: query.data ?? null, returnable, loading: query.isFetching, failed: query.isError };
}

export const ordersKey = (keyword: string) => ['rma-edit', 'orders', keyword];

/** The customer's shipped or delivered orders matching `keyword` (number, reference, tracking). */
export function useReturnableOrders(keyword: string) {
  return useQuery({
    queryKey: ordersKey(keyword),
    queryFn: () =>
      getOutboundList({
        pageIndex: 1,
        pageSize: 20,
        status: RETURNABLE_ORDER_STATUSES,
        keyword: keyword || undefined,
        sortField: 'createdAt',
        sortOrder: 'desc',
      }).then((page) => page.list),
  });
}

export const STRATEGIES_KEY = ['rma-edit', 'strategies'];

/** The customer's return strategies. */
export function useStrategies() {
  const query = useQuery({
    queryKey: STRATEGIES_KEY,
    queryFn: () => getReturnStrategies({ pageIndex: 1, pageSize: 200 }).then((page) => page.list),
  });
  return { strategies: query.data ?? [], loading: query.isPending };
}

export const skuStrategyKey = (sku: string) => ['rma-edit', 'sku-strategy', sku];

/** Per SKU, the strategy the server applies when the return has none of its own (null: none). */
export function useSkuStrategies(skus: readonly string[]) {
  return useQueries({
    queries: skus.map((sku) => ({
      queryKey: skuStrategyKey(sku),
      queryFn: (): Promise<ReturnStrategy | null> =>
        getSkuReturns({ sku, pageIndex: 1, pageSize: 10 }).then((answer) => answer.strategy),
    })),
  });
}

export const WAREHOUSES_KEY = ['rma-edit', 'warehouses'];

/** The active warehouses that take returns (a carrier return chooses one). */
export function useReturnWarehouses() {
  const query = useQuery({
    queryKey: WAREHOUSES_KEY,
    queryFn: () =>
      getWarehouseList({ pageIndex: 1, pageSize: 200 }).then((page) =>
        page.list.filter((w) => w.status === 'ACTIVE' && w.capabilities.returns),
      ),
  });
  return { warehouses: query.data ?? [], loading: query.isPending };
}
