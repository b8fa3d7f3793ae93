/** Where the SKU pages are (the server's menu paths), for links and the way back. */
export const SKU_LIST_PATH = '/sku/list';
export const skuDetailPath = (id: string) => `/sku/detail/${encodeURIComponent(id)}`;
export const skuEditPath = (id: string) => `/sku/edit/${encodeURIComponent(id)}`;
export const skuLabelsPath = (skuId: string) => `/sku/barcode?skuId=${encodeURIComponent(skuId)}`;
