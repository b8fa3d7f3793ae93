import {
  getInboundExceptions,
  getInboundList,
  type InboundExceptionRow,
  type InboundQuery,
} from '@/api/business/inbound';
import type { ListQuery } from '@/api/business/types/api';
import type { InboundOrder } from '@/api/business/types/documents';
import { listPageData, NEWEST_FIRST, type ListSource } from '@/views/Business/shared/list-source';

/**
 * The inbound area's lists: where each page's rows come from (list-source.ts), and what opening the
 * page asks for ahead (its `…Data`, named in app/view-loaders/route-data.ts).
 */

/** `/inbound/list`: every inbound order the user may see, newest first. */
export const INBOUND_LIST: ListSource<InboundOrder, InboundQuery> = {
  listId: 'inbound.list',
  fetch: getInboundList,
  defaultSort: NEWEST_FIRST,
};

/** `/inbound/verify`: the orders waiting for the operator's review, the longest waiting first. */
export const INBOUND_VERIFY: ListSource<InboundOrder, InboundQuery> = {
  listId: 'inbound.verify',
  fetch: getInboundList,
  baseQuery: { status: 'PENDING_REVIEW' },
  defaultSort: { field: 'updatedAt', order: 'asc' },
};

export type ExceptionQuery = ListQuery & { inboundId?: string; type?: string; warehouseCode?: string };

/** `/inbound/exceptions`: the exceptions found at receiving, by order. */
export const INBOUND_EXCEPTIONS: ListSource<InboundExceptionRow, ExceptionQuery> = {
  listId: 'inbound.exceptions',
  fetch: getInboundExceptions,
  defaultSort: { field: 'inboundNo', order: 'desc' },
};

export const inboundListData = listPageData(INBOUND_LIST);
export const inboundVerifyData = listPageData(INBOUND_VERIFY);
export const inboundExceptionsData = listPageData(INBOUND_EXCEPTIONS);
