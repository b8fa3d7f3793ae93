import { defineArea } from '../area';
import { actOnWarehouse } from './actions';
import { carrierHandlers, warehouseHandlers } from './routes';
import { saveCarrier, saveWarehouse } from './save';

/** Warehouses (their registration and approval) and the carriers serving them (business.md §3). */
export const warehousesArea = defineArea({
  name: 'warehouses',
  routes: [...warehouseHandlers, ...carrierHandlers],
  save: { warehouse: saveWarehouse, carrier: saveCarrier },
  act: { warehouse: actOnWarehouse },
});
