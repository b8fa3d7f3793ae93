import type { RouteData } from '@/views/Business/shared/list-source';

export type { RouteData };

/**
 * The pages that ask for their first data ahead, by view name (as `../views.ts`); each loader is a
 * small chunk of its own (the page's source of rows and the API call), fetched beside the page's code.
 */
export const routeData: Record<string, () => Promise<RouteData>> = {
  'views/Inbound/InboundList': () => import('@/views/Inbound/list-sources').then((m) => m.inboundListData),
  'views/Inbound/InboundVerify': () =>
    import('@/views/Inbound/list-sources').then((m) => m.inboundVerifyData),
  'views/Inbound/InboundExceptions': () =>
    import('@/views/Inbound/list-sources').then((m) => m.inboundExceptionsData),
  'views/Outbound/OutboundList': () => import('@/views/Outbound/list-sources').then((m) => m.allOrdersData),
  'views/Outbound/OutboundFba': () => import('@/views/Outbound/list-sources').then((m) => m.fbaData),
  'views/Outbound/OutboundBatches': () => import('@/views/Outbound/list-sources').then((m) => m.batchesData),
  'views/Outbound/OutboundWaybills': () =>
    import('@/views/Outbound/list-sources').then((m) => m.waybillsData),
  'views/Sku/SkuList': () => import('@/views/Sku/list-sources').then((m) => m.skuListData),
  'views/Sku/SkuReview': () => import('@/views/Sku/list-sources').then((m) => m.skuReviewData),
  'views/Inventory/InventoryList': () =>
    import('@/views/Inventory/list-sources').then((m) => m.inventoryListData),
  'views/Inventory/InventoryFlow': () =>
    import('@/views/Inventory/list-sources').then((m) => m.inventoryFlowData),
  'views/Rma/RmaList': () => import('@/views/Rma/list-sources').then((m) => m.rmaListData),
  'views/Rma/RmaStrategy': () => import('@/views/Rma/list-sources').then((m) => m.rmaStrategiesData),
  'views/Finance/FinanceBill': () => import('@/views/Finance/list-sources').then((m) => m.feesData),
  'views/Finance/SettlementList': () => import('@/views/Finance/list-sources').then((m) => m.settlementsData),
  'views/Finance/RechargeList': () => import('@/views/Finance/list-sources').then((m) => m.rechargesData),
  'views/Warehouse/WarehouseOfficial': () =>
    import('@/views/Warehouse/list-sources').then((m) => m.officialWarehousesData),
  'views/Warehouse/WarehouseSelfService': () =>
    import('@/views/Warehouse/list-sources').then((m) => m.selfServiceWarehousesData),
  'views/Warehouse/CarrierList': () => import('@/views/Warehouse/list-sources').then((m) => m.carriersData),
};
