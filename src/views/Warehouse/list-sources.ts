import type { Carrier, Warehouse } from '@/api/business/types/master';
import {
  getCarrierList,
  getWarehouseList,
  type CarrierQuery,
  type WarehouseQuery,
} from '@/api/business/warehouse';
import { listPageData, type ListSource } from '@/views/Business/shared/list-source';

/**
 * The warehouses area's lists: where each page's rows come from (list-source.ts), and what opening the
 * page asks for ahead (its `…Data`, named in app/view-loaders/route-data.ts).
 */

/** The official warehouses (`/warehouse/official`) or the self-service ones (`/warehouse/self-service`). */
export const WAREHOUSES: Record<Warehouse['kind'], ListSource<Warehouse, WarehouseQuery>> = {
  OFFICIAL: { listId: 'warehouse.official', fetch: getWarehouseList, baseQuery: { kind: 'OFFICIAL' } },
  SELF_SERVICE: {
    listId: 'warehouse.selfService',
    fetch: getWarehouseList,
    baseQuery: { kind: 'SELF_SERVICE' },
  },
};

/** `/warehouse/carriers`: the carriers. */
export const CARRIERS: ListSource<Carrier, CarrierQuery> = { listId: 'carrier.list', fetch: getCarrierList };

export const officialWarehousesData = listPageData(WAREHOUSES.OFFICIAL);
export const selfServiceWarehousesData = listPageData(WAREHOUSES.SELF_SERVICE);
export const carriersData = listPageData(CARRIERS);
