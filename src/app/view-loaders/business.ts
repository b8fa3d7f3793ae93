import type { ViewLoader } from './types';

/** View names resolved by `../views.ts`; each loader is its own lazy chunk. */
export const businessViews = {
  'views/Inbound/InboundEdit': () => import('@/views/Inbound/InboundEdit'),
  'views/Inbound/InboundDetail': () => import('@/views/Inbound/InboundDetail'),
  'views/Inbound/InboundList': () => import('@/views/Inbound/InboundList'),
  'views/Inbound/InboundLabels': () => import('@/views/Inbound/InboundLabels'),
  'views/Inbound/InboundVerify': () => import('@/views/Inbound/InboundVerify'),
  'views/Inbound/InboundExceptions': () => import('@/views/Inbound/InboundExceptions'),
  'views/Warehouse/WarehouseOfficial': () => import('@/views/Warehouse/WarehouseOfficial'),
  'views/Warehouse/WarehouseSelfService': () => import('@/views/Warehouse/WarehouseSelfService'),
  'views/Warehouse/CarrierList': () => import('@/views/Warehouse/CarrierList'),
  'views/Sku/SkuList': () => import('@/views/Sku/SkuList'),
  'views/Sku/SkuEdit': () => import('@/views/Sku/SkuEdit'),
  'views/Sku/SkuDetail': () => import('@/views/Sku/SkuDetail'),
  'views/Sku/SkuReview': () => import('@/views/Sku/SkuReview'),
  'views/Sku/SkuDeclarations': () => import('@/views/Sku/SkuDeclarations'),
  'views/Sku/SkuCertificates': () => import('@/views/Sku/SkuCertificates'),
  'views/Sku/SkuListings': () => import('@/views/Sku/SkuListings'),
  'views/Sku/SkuCartons': () => import('@/views/Sku/SkuCartons'),
  'views/Sku/SkuBarcode': () => import('@/views/Sku/SkuBarcode'),
  'views/Business/Home': () => import('@/views/Business/Home/Home'),
  'views/Inventory/InventoryList': () => import('@/views/Inventory/InventoryList'),
  'views/Inventory/InventoryFlow': () => import('@/views/Inventory/InventoryFlow'),
  'views/Outbound/OutboundEdit': () => import('@/views/Outbound/OutboundEdit'),
} satisfies Record<string, ViewLoader>;
