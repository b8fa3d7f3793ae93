import { customerHandlers } from './customer';
import { demoDataHandlers } from './demo-data';
import { financeHandlers } from './finance';
import { inboundHandlers } from './inbound';
import { inventoryHandlers } from './inventory';
import { outboundHandlers } from './outbound';
import { rechargeHandlers } from './recharge';
import { rmaHandlers } from './rma';
import { skuHandlers } from './sku';
import { carrierHandlers, warehouseHandlers } from './warehouse';

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
