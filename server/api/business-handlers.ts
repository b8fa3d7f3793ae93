import { customerHandlers } from '../areas/customers/routes';
import { demoDataHandlers } from './demo-data';
import { financeHandlers } from '../areas/finance/routes';
import { inboundHandlers } from '../areas/inbound/routes';
import { inventoryHandlers } from '../areas/inventory/routes';
import { outboundHandlers } from '../areas/outbound/routes';
import { rechargeHandlers } from '../areas/finance/recharge.routes';
import { rmaHandlers } from '../areas/rma/routes';
import { skuHandlers } from '../areas/sku/routes';
import { carrierHandlers, warehouseHandlers } from '../areas/masters/routes';

/** Every business module of business.md §2 (Permission/GetMenus lives with the seed's handlers). */
export const businessHandlers = [
  ...warehouseHandlers,
  ...carrierHandlers,
  ...skuHandlers,
  ...inboundHandlers,
  ...outboundHandlers,
  ...inventoryHandlers,
  ...rmaHandlers,
  ...rechargeHandlers,
  ...financeHandlers,
  ...customerHandlers,
  ...demoDataHandlers,
];
