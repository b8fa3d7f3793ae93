import { businessHandlers } from './business-handlers';
import { pageHandlers } from './page-handlers';
import { indexByPath } from './route-index';

/** Every handler of the mock back-end, the fixed-path ones found by path (route-index.ts). */
export const handlers = indexByPath([...pageHandlers, ...businessHandlers]);
