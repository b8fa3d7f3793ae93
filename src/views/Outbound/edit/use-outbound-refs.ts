import { useQueries, useQuery } from '@tanstack/react-query';
import { getPurses } from '@/api/business/finance';
import { getInventoryList } from '@/api/business/inventory';
import { getCartons, getSkuList } from '@/api/business/sku';
import type { Carrier, Warehouse } from '@/api/business/types/master';
import { getCarrierList, getWarehouseList } from '@/api/business/warehouse';
import type { SkuFacts } from './outbound-form';

/** What the order form reads from the server besides the order: warehouses, carriers, SKUs, stock, purse. */

/** The active warehouses that ship orders. */
export function useOutboundWarehouses(): { warehouses: Warehouse[]; loading: boolean; failed: boolean } {
  const answer = useQuery({
    queryKey: ['outbound-edit', 'warehouses'],
    queryFn: () => getWarehouseList({ pageIndex: 1, pageSize: 200 }),
  });
  const warehouses = (answer.data?.list ?? []).filter(
    (w) => w.status === 'ACTIVE' && w.capabilities.outbound,
  );
  return { warehouses, loading: answer.isPending, failed: answer.isError };
}

/** The active last-mile carriers serving the warehouse. */
export function useWarehouseCarriers(warehouseCode: string): { carriers: Carrier[]; loading: boolean } {
  const answer = useQuery({
    queryKey: ['outbound-edit', 'carriers', warehouseCode],
    queryFn: () => getCarrierList({ pageIndex: 1, pageSize: 200, warehouseCode, type: 'LAST_MILE' }),
    enabled: warehouseCode !== '',
  });
  const carriers = (answer.data?.list ?? []).filter(
    (c) => c.status === 'ACTIVE' && c.type === 'LAST_MILE' && c.warehouseCodes.includes(warehouseCode),
  );
  return { carriers, loading: warehouseCode !== '' && answer.isPending };
}

/** A line's SKU code as the server reads it: the customer's SKU, else one of its carton SKUs. */
async function factsOf(code: string): Promise<SkuFacts | null> {
  const skus = await getSkuList({ pageIndex: 1, pageSize: 20, keyword: code });
  const sku = skus.list.find((s) => s.sku === code);
  if (sku) return { stockSku: sku.sku, units: 1, weightKg: sku.weightKg };
  const cartons = await getCartons({ pageIndex: 1, pageSize: 20, cartonSku: code });
  const carton = cartons.list.find((c) => c.cartonSku === code);
  return carton
    ? { stockSku: carton.componentSku, units: carton.unitsPerCarton, weightKg: carton.weightKg }
    : null;
}

/** Each code's facts (weight, the SKU whose stock it takes); a code not yet answered is missing. */
export function useSkuFacts(codes: readonly string[]): Record<string, SkuFacts | undefined> {
  const unique = [...new Set(codes.filter(Boolean))].sort();
  const answers = useQueries({
    queries: unique.map((code) => ({
      queryKey: ['outbound-edit', 'sku-facts', code],
      queryFn: () => factsOf(code),
      staleTime: 60_000,
    })),
  });
  const facts: Record<string, SkuFacts | undefined> = {};
  unique.forEach((code, index) => {
    const data = answers[index]?.data;
    if (data) facts[code] = data;
  });
  return facts;
}

/**
 * The available quantity of each stock SKU at the warehouse (0 where it has no stock row; null where
 * the server could not be asked; missing while asked).
 */
export function useAvailable(
  warehouseCode: string,
  skus: readonly string[],
): Record<string, number | null | undefined> {
  const unique = warehouseCode ? [...new Set(skus.filter(Boolean))].sort() : [];
  const answers = useQueries({
    queries: unique.map((sku) => ({
      queryKey: ['outbound-edit', 'available', warehouseCode, sku],
      queryFn: () => getInventoryList({ pageIndex: 1, pageSize: 10, warehouseCode, sku }),
    })),
  });
  const available: Record<string, number | null | undefined> = {};
  unique.forEach((sku, index) => {
    const answer = answers[index];
    if (answer?.data) available[sku] = answer.data.list.find((row) => row.sku === sku)?.available ?? 0;
    else if (answer?.isError) available[sku] = null;
  });
  return available;
}

/** The customer's purse in `currency` (none: no purse, nothing spendable). */
export async function purseIn(currency: string) {
  const purses = await getPurses({ pageIndex: 1, pageSize: 20, currency });
  return purses.list.find((p) => p.currency === currency) ?? null;
}
