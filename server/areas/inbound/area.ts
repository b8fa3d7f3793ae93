import { defineArea } from '../area';
import { actOnInbound } from './actions';
import { actOnException } from './exception';
import { inboundHandlers } from './routes';
import { saveInbound } from './save';

/** Inbound orders, their receiving and the exceptions raised on them (business.md §5). */
export const inboundArea = defineArea({
  name: 'inbound',
  routes: inboundHandlers,
  save: { inbound: saveInbound },
  act: { inbound: actOnInbound, inboundException: actOnException },
});
