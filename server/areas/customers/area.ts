import { defineArea } from '../area';
import { customerHandlers } from './routes';
import { customerUserHandlers } from './users';

/** The operator's view of the customers and their overview (business.md §1). */
export const customersArea = defineArea({
  name: 'customers',
  routes: [...customerHandlers, ...customerUserHandlers],
});
