import { WarehouseListPage } from './WarehouseListPage';

/** `views/Warehouse/WarehouseOfficial`: the service's own warehouses (business.md §3). */
export default function WarehouseOfficial() {
  return <WarehouseListPage kind="OFFICIAL" />;
}
