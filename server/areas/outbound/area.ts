import { defineArea } from '../area';
import { actOnOutbound } from './actions';
import { outboundHandlers } from './routes';
import { saveOutbound } from './save';

/** Outbound orders, their batches, waybills and the import of orders from a file (business.md §6). */
export const outboundArea = defineArea({
  name: 'outbound',
  routes: outboundHandlers,
  save: { outbound: saveOutbound },
  act: { outbound: actOnOutbound },
});
