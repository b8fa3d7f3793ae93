/** Where the outbound pages are (the server's menu paths, business.md §11), for links and the way back. */
export const OUTBOUND_LIST_PATH = '/outbound/list';
export const OUTBOUND_ADD_PATH = '/outbound/add';
export const OUTBOUND_FBA_PATH = '/outbound/fba';
export const OUTBOUND_IMPORT_PATH = '/outbound/import';
export const OUTBOUND_BATCHES_PATH = '/outbound/batches';
export const OUTBOUND_WAYBILLS_PATH = '/outbound/waybills';
export const detailPath = (id: string) => `/outbound/detail/${encodeURIComponent(id)}`;
export const editPath = (id: string) => `/outbound/edit/${encodeURIComponent(id)}`;
/** A new order of a type other than B2C: `/outbound/add?type=FBA`. */
export const addPath = (type: 'B2C' | 'B2B' | 'FBA' = 'B2C') =>
  type === 'B2C' ? OUTBOUND_ADD_PATH : `${OUTBOUND_ADD_PATH}?type=${type}`;
