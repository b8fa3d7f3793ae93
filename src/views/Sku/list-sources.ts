import { getSkuList, type SkuQuery } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';
import { listPageData, type ListSource } from '@/views/Business/shared/list-source';

/**
 * The SKU area's lists: where each page's rows come from (list-source.ts), and what opening the page
 * asks for ahead (its `…Data`, named in app/view-loaders/route-data.ts).
 */

/** `/sku/list`: every SKU the user may see, the last changed first. */
export const SKU_LIST: ListSource<Sku, SkuQuery> = {
  listId: 'sku.list',
  fetch: getSkuList,
  defaultSort: { field: 'updatedAt', order: 'desc' },
};

/** `/sku/review`: the SKUs waiting for the operator's review, the longest waiting first. */
export const SKU_REVIEW: ListSource<Sku, SkuQuery> = {
  listId: 'sku.review',
  fetch: getSkuList,
  baseQuery: { status: 'PENDING_REVIEW' },
  defaultSort: { field: 'updatedAt', order: 'asc' },
};

export const skuListData = listPageData(SKU_LIST);
export const skuReviewData = listPageData(SKU_REVIEW);
