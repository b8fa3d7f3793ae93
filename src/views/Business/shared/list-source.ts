import type { Query, QueryClient } from '@tanstack/react-query';
import type { ListQuery, ListResult } from '@/api/business/types/api';
import type { SortState } from '@/components/Table/types';
import { DEFAULT_PAGE_SIZE } from './list-limits';
import { parseListState, type ListUrlState } from './list-url-state';
import { readPageSize } from './page-size';
import { listKey } from './query-keys';
import { markDataArrived, markRequested } from './render-marks';

/**
 * Where a list's rows come from: the list's name, its typed call and what it always asks. One object
 * serves the page's list (`useBusinessList`) and the navigation to that page (`prefetchListPage`), so
 * both ask the server the same question and share one answer.
 */
export interface ListSource<Row, Q extends ListQuery = ListQuery> {
  /** names the list: its remembered page size (`outpost.list.<id>.pageSize`) and its cached answers */
  listId: string;
  /** the module's typed list call (`getInboundList`) */
  fetch: (query: Q) => Promise<ListResult<Row>>;
  /** filters always sent, beneath the user's (`{ kind: 'OFFICIAL' }`) */
  baseQuery?: Partial<Q>;
  /** the order when the user has chosen none (also what the sorted header shows) */
  defaultSort?: SortState | null;
  defaultPageSize?: number;
}

/**
 * A page's first data, asked for as its address is followed (`search`: the address's query), so that
 * the request overlaps the page's code loading instead of following it (#18); the shell's registry
 * (app/view-loaders/route-data.ts) names a page's. The page asks the same question as it renders and
 * takes the answer over. Answers a promise that settles, either way, once the answer is in (nothing
 * when there was nothing to ask). A list page's is `prefetchListPage` with its source.
 */
export type RouteData = (client: QueryClient, search: string) => Promise<unknown> | undefined;

/** The usual order of a list of documents (a constant: a new sort object each render is a new request). */
export const NEWEST_FIRST: SortState = { field: 'createdAt', order: 'desc' };

/** The request of a list's state: the URL's filter names are the API's query names (list-url-state.ts). */
export function listQueryOf<Q extends ListQuery>(
  baseQuery: Partial<Q> | undefined,
  state: ListUrlState,
  pageSize: number,
  sort: SortState | null,
): Q {
  const built: Record<string, unknown> = { ...baseQuery, ...state.filter, pageIndex: state.page, pageSize };
  if (state.status) built.status = state.status;
  if (sort) Object.assign(built, { sortField: sort.field, sortOrder: sort.order });
  return built as unknown as Q;
}

/** By the query's value, never the identity of the objects behind it. */
export const listQueryKey = (listId: string, query: ListQuery) => [...listKey(listId), query] as const;

export const listQueryFn =
  <Row, Q extends ListQuery>(listId: string, fetch: (query: Q) => Promise<ListResult<Row>>, query: Q) =>
  async (): Promise<ListResult<Row>> => {
    markRequested(listId);
    const page = await fetch(query);
    markDataArrived(listId);
    return page;
  };

/**
 * Rows asked for before their list was drawn (as its page was opened, or as the list started
 * rendering), not yet taken over by it. The answer may be in before the list is drawn, and the list,
 * mounting, would otherwise ask for the same rows again at once. Until the list has taken it over (the
 * effect after its commit), such an answer is current; from then on the usual rules hold.
 */
const askedAhead = new WeakSet<object>();
/** A list that never showed (a render React dropped, a page left at once) leaves an answer that ages out. */
const TAKEOVER_MS = 10_000;

/** Whether an answer was asked ahead for the list and is still its to take over. */
export const isAskedAhead = (query: Pick<Query, 'state'>): boolean =>
  askedAhead.has(query) && Date.now() - query.state.dataUpdatedAt < TAKEOVER_MS;

/** The list, drawn, has taken its answer over: shown again later, its rows are asked for again. */
export function takeOver(client: QueryClient, queryKey: readonly unknown[]): void {
  const shown = client.getQueryCache().find({ queryKey, exact: true });
  if (shown) askedAhead.delete(shown);
}

/**
 * Asks for rows never asked for before (in flight or answered, what the cache has is left alone: the
 * list shows it and asks again as it mounts), marked for the list to take over without asking again.
 */
export function askForList<Row, Q extends ListQuery>(
  client: QueryClient,
  listId: string,
  fetch: (query: Q) => Promise<ListResult<Row>>,
  query: Q,
): Promise<void> | undefined {
  const queryKey = listQueryKey(listId, query);
  if (client.getQueryState(queryKey)) return undefined;
  // settles either way: a failure is the list's to show, as it takes the query over
  const answered = client.prefetchQuery({ queryKey, queryFn: listQueryFn(listId, fetch, query) });
  const asked = client.getQueryCache().find({ queryKey, exact: true });
  if (asked) askedAhead.add(asked);
  return answered;
}

/**
 * A list page's first rows, asked for as its address is followed, from the address's query: the same
 * request the page's list makes as it renders (the same state, page size and sort), so the list takes
 * the answer over, and the request overlaps the page's code loading (#18). Answers when they are in
 * (nothing when the cache had them already).
 */
export function prefetchListPage<Row, Q extends ListQuery>(
  client: QueryClient,
  source: ListSource<Row, Q>,
  search: string,
): Promise<void> | undefined {
  const state = parseListState(search);
  const pageSize = readPageSize(source.listId, source.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  const sort = state.sort ?? source.defaultSort ?? null;
  return askForList(
    client,
    source.listId,
    source.fetch,
    listQueryOf(source.baseQuery, state, pageSize, sort),
  );
}

/** A list page's `RouteData` (app/view-loaders/route-data.ts): its source's first rows, from the address. */
export const listPageData =
  <Row, Q extends ListQuery>(source: ListSource<Row, Q>): RouteData =>
  (client, search) =>
    prefetchListPage(client, source, search);
