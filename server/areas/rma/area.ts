import { defineArea } from '../area';
import { actOnRma } from './actions';
import { rmaHandlers } from './routes';
import { saveRma } from './save';
import { saveReturnStrategy } from './save-strategy';

/** Returns and the strategies that say what becomes of their goods (business.md §8). */
export const rmaArea = defineArea({
  name: 'rma',
  routes: rmaHandlers,
  save: { rma: saveRma, returnStrategy: saveReturnStrategy },
  act: { rma: actOnRma },
});
