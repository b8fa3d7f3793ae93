import { getSkuReturns, type SkuReturns } from '@/api/business/rma';
import type { RequestConfig } from '@/api/client';
import { rmaSkuPath } from '../parts/rma-paths';
import { HISTORY_PAGE_SIZE } from './SkuHistory';

/** A SKU's page of returns; the operator names the customer whose SKU it is. */
export const skuReturnsPath = (sku: string, customerId?: string) =>
  customerId ? `${rmaSkuPath(sku)}&customerId=${encodeURIComponent(customerId)}` : rmaSkuPath(sku);

/** What the page asks for, as one key (the kit's `useDocument` loads by a string). */
export const skuReturnsKey = (sku: string, customerId: string, page: number) =>
  new URLSearchParams({ sku, customerId, pageIndex: String(page) }).toString();

/** Loads the page of `skuReturnsKey`: its RMAs newest first, a page of `HISTORY_PAGE_SIZE`. */
export function loadSkuReturns(key: string, config: RequestConfig): Promise<SkuReturns> {
  const query = new URLSearchParams(key);
  const customerId = query.get('customerId') ?? '';
  return getSkuReturns(
    {
      sku: query.get('sku') ?? '',
      ...(customerId ? { customerId } : {}),
      pageIndex: Number(query.get('pageIndex') ?? '1'),
      pageSize: HISTORY_PAGE_SIZE,
      sortField: 'createdAt',
      sortOrder: 'desc',
    },
    config,
  );
}
