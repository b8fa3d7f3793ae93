import {
  getOutboundList,
  getOutboundWaybills,
  type OutboundQuery,
  type OutboundWaybillQuery,
  type OutboundWaybillRow,
} from '@/api/business/outbound';
import { getOutboundBatches, type OutboundBatchQuery } from '@/api/business/outbound-batch';
import type { OutboundBatch, OutboundOrder } from '@/api/business/types/documents';
import { parseListState } from '@/views/Business/shared/list-url-state';
import {
  listPageData,
  NEWEST_FIRST,
  type ListSource,
  type RouteData,
} from '@/views/Business/shared/list-source';

/**
 * The outbound area's lists: where each page's rows come from (list-source.ts), and what opening the
 * page asks for ahead (its `…Data`, named in app/view-loaders/route-data.ts).
 */

type OrderSource = ListSource<OutboundOrder, OutboundQuery>;

/** The warehouse's work: orders awaiting pick, being picked and packed (business.md §6). */
export const QUEUE_STATUSES = ['AWAITING_PICK', 'PICKING', 'PACKED'] as const;
/** The queue's mark in the hash query (`?view=queue`); never sent to the server. */
export const QUEUE_VIEW = { view: 'queue' } as const;

/** Every outbound order the user may see (`/outbound/list`). */
export const ALL_ORDERS: OrderSource = {
  listId: 'outbound.list',
  fetch: getOutboundList,
  defaultSort: NEWEST_FIRST,
};

const FBA_ONLY: Partial<OutboundQuery> = { type: 'FBA' };
/** The FBA shipments (`/outbound/fba`); a `type` in the hash (a hand-edited link) never turns it into another list. */
export const FBA_ORDERS: OrderSource = {
  listId: 'outbound.fba',
  fetch: (query) => getOutboundList({ ...query, ...FBA_ONLY }),
  baseQuery: FBA_ONLY,
  defaultSort: NEWEST_FIRST,
};

/** The queue's query as the server takes it: its mark in the hash stays there. */
export const withoutView = ({ view: _view, ...query }: OutboundQuery & { view?: string }) => query;
/** The warehouse's work (`/outbound/list?view=queue&warehouseCode=USEA`): the orders it has to move. */
export const QUEUE_ORDERS: OrderSource = {
  listId: 'outbound.queue',
  fetch: (query) => getOutboundList(withoutView(query)),
  baseQuery: { status: QUEUE_STATUSES.join(',') },
  defaultSort: NEWEST_FIRST,
};

/** `/outbound/batches`: the batches of orders, newest first. */
export const BATCHES: ListSource<OutboundBatch, OutboundBatchQuery> = {
  listId: 'outbound.batches',
  fetch: getOutboundBatches,
  defaultSort: NEWEST_FIRST,
};

/** `/outbound/waybills`: the orders' waybills, newest first. */
export const WAYBILLS: ListSource<OutboundWaybillRow, OutboundWaybillQuery> = {
  listId: 'outbound.waybills',
  fetch: getOutboundWaybills,
  defaultSort: NEWEST_FIRST,
};

/** `/outbound/list`: every order the user may see, or (`?view=queue`) the operator's warehouse queue. */
export const allOrdersData: RouteData = (client, search) =>
  listPageData(parseListState(search).filter.view === QUEUE_VIEW.view ? QUEUE_ORDERS : ALL_ORDERS)(
    client,
    search,
  );
export const fbaData = listPageData(FBA_ORDERS);
export const batchesData = listPageData(BATCHES);
export const waybillsData = listPageData(WAYBILLS);
