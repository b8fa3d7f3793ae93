import { getReturnStrategies, getRmaList, type RmaQuery } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { listPageData, NEWEST_FIRST, type ListSource } from '@/views/Business/shared/list-source';

/**
 * The returns area's lists: where each page's rows come from (list-source.ts), and what opening the
 * page asks for ahead (its `…Data`, named in app/view-loaders/route-data.ts).
 */

/** `/rma/list`: every return the user may see, newest first. */
export const RMA_LIST: ListSource<Rma, RmaQuery> = {
  listId: 'rma.list',
  fetch: getRmaList,
  defaultSort: NEWEST_FIRST,
};

/** `/rma/strategy`: the customers' return strategies, by name. */
export const RMA_STRATEGIES: ListSource<ReturnStrategy, Parameters<typeof getReturnStrategies>[0]> = {
  listId: 'rma.strategy',
  fetch: getReturnStrategies,
  defaultSort: { field: 'name', order: 'asc' },
};

export const rmaListData = listPageData(RMA_LIST);
export const rmaStrategiesData = listPageData(RMA_STRATEGIES);
