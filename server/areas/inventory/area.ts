import { defineArea } from '../area';
import { inventoryHandlers } from './routes';

/** Stock balances, their flow and the operator's adjustments (business.md §7). */
export const inventoryArea = defineArea({ name: 'inventory', routes: inventoryHandlers });
