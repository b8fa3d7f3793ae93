/** Where the recharge and purse pages are (the server's menu paths), for links and the way back. */
export const PURSE_PATH = '/finance/purse';
export const RECHARGE_LIST_PATH = '/finance/recharge';
export const RECHARGE_ADD_PATH = '/finance/recharge/add';
export const RECHARGE_REVIEW_PATH = '/finance/recharge/review';
export const rechargeDetailPath = (id: string) => `/finance/recharge/detail/${encodeURIComponent(id)}`;
export const rechargeEditPath = (id: string) => `/finance/recharge/edit/${encodeURIComponent(id)}`;
/** The review queue opened on one recharge. */
export const rechargeReviewPath = (id: string) => `${RECHARGE_REVIEW_PATH}?id=${encodeURIComponent(id)}`;
/** The outbound list of the orders held for ARREARS. */
export const ARREARS_ORDERS_PATH = '/outbound/list?status=EXCEPTION&exceptionReason=ARREARS';
