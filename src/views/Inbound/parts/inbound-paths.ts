/** Where the inbound pages are (the server's menu paths), for links and the way back. */
export const INBOUND_LIST_PATH = '/inbound/list';
export const INBOUND_ADD_PATH = '/inbound/add';
export const INBOUND_LABELS_PATH = '/inbound/labels';
export const detailPath = (id: string) => `/inbound/detail/${encodeURIComponent(id)}`;
export const editPath = (id: string) => `/inbound/edit/${encodeURIComponent(id)}`;
export const labelsPath = (id: string) => `${INBOUND_LABELS_PATH}?id=${encodeURIComponent(id)}`;
