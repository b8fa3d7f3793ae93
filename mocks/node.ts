import { setupServer } from 'msw/node';
import { handlers } from '../server/api/handlers';

/** The mock back-end for tests in node: `server.listen({ onUnhandledRequest: 'error' })`. */
export const server = setupServer(...handlers);
