import { getFees, getSettlements, type FeeQuery, type SettlementQuery } from '@/api/business/finance';
import { getRechargeList, type RechargeQuery } from '@/api/business/recharge';
import type { Recharge, Settlement } from '@/api/business/types/documents';
import type { FeeItem } from '@/api/business/types/ledger';
import { listPageData, NEWEST_FIRST, type ListSource } from '@/views/Business/shared/list-source';

/**
 * The finance area's lists: where each page's rows come from (list-source.ts), and what opening the
 * page asks for ahead (its `…Data`, named in app/view-loaders/route-data.ts).
 */

/** `/finance/bill`: the fee items, the latest first. */
export const FEES: ListSource<FeeItem, FeeQuery> = {
  listId: 'finance.bill',
  fetch: getFees,
  defaultSort: { field: 'at', order: 'desc' },
  defaultPageSize: 50,
};

/** `/finance/settlement`: the settlements, the latest period first. */
export const SETTLEMENTS: ListSource<Settlement, SettlementQuery> = {
  listId: 'finance.settlement',
  fetch: getSettlements,
  defaultSort: { field: 'periodFrom', order: 'desc' },
};

/** `/finance/recharge`: the recharges, newest first. */
export const RECHARGES: ListSource<Recharge, RechargeQuery> = {
  listId: 'finance.recharge.list',
  fetch: getRechargeList,
  defaultSort: NEWEST_FIRST,
};

export const feesData = listPageData(FEES);
export const settlementsData = listPageData(SETTLEMENTS);
export const rechargesData = listPageData(RECHARGES);
