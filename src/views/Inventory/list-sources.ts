import {
  getInventoryFlow,
  getInventoryList,
  type BalanceQuery,
  type BalanceRow,
  type FlowQuery,
} from '@/api/business/inventory';
import type { FlowEntry } from '@/api/business/types/ledger';
import { listPageData, type ListSource } from '@/views/Business/shared/list-source';

/**
 * The inventory area's lists: where each page's rows come from (list-source.ts), and what opening the
 * page asks for ahead (its `…Data`, named in app/view-loaders/route-data.ts).
 */

/** `/inventory/list`: the stock balances. */
export const INVENTORY_LIST: ListSource<BalanceRow, BalanceQuery> = {
  listId: 'inventory.list',
  fetch: getInventoryList,
  defaultPageSize: 50,
};

/** `/inventory/flow`: the stock movements. */
export const INVENTORY_FLOW: ListSource<FlowEntry, FlowQuery> = {
  listId: 'inventory.flow',
  fetch: getInventoryFlow,
  defaultPageSize: 50,
};

export const inventoryListData = listPageData(INVENTORY_LIST);
export const inventoryFlowData = listPageData(INVENTORY_FLOW);
