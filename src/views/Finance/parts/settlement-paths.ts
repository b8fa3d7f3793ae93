/** The settlement pages' paths (their menu entries in `server/areas/samples/menus/business-areas-money.ts`). */
export const SETTLEMENT_LIST_PATH = '/finance/settlement';
export const SETTLEMENT_CLOSE_PATH = '/finance/settlement/close';
export const settlementDetailPath = (id: string) => `/finance/settlement/detail/${encodeURIComponent(id)}`;

/** The bill filtered to what one statement billed. */
export const billOfSettlementPath = (settlementNo: string) =>
  `/finance/bill?settlementNo=${encodeURIComponent(settlementNo)}`;
