import { setupServer } from 'msw/node';
import { handlers } from './handlers/index';

/** The mock back-end for tests in node: `server.listen({ onUnhandledRequest: 'error' })`. */
export const server = setupServer(...handlers);
