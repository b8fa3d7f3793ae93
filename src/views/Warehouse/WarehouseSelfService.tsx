import { WarehouseListPage } from './WarehouseListPage';

/** `views/Warehouse/WarehouseSelfService`: customers' own warehouses, registered and approved (business.md §3). */
export default function WarehouseSelfService() {
  return <WarehouseListPage kind="SELF_SERVICE" />;
}
