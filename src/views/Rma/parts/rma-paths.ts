/** Where the return pages are (the server's menu paths), for links and the way back. */
export const RMA_LIST_PATH = '/rma/list';
export const RMA_ADD_PATH = '/rma/add';
export const RMA_SKU_PATH = '/rma/sku';
export const RMA_STRATEGY_PATH = '/rma/strategy';
export const rmaDetailPath = (id: string) => `/rma/detail/${encodeURIComponent(id)}`;
export const rmaEditPath = (id: string) => `/rma/edit/${encodeURIComponent(id)}`;
/** The SKU page of returns, opened on one SKU. */
export const rmaSkuPath = (sku: string) => `${RMA_SKU_PATH}?sku=${encodeURIComponent(sku)}`;
/** A new return forecast from a shipped outbound order. */
export const rmaFromOutboundPath = (outboundNo: string) =>
  `${RMA_ADD_PATH}?originalOutboundNo=${encodeURIComponent(outboundNo)}`;
