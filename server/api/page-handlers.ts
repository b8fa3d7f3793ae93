import { PAGE_AREAS } from '../areas/page-areas';

/**
 * The handlers that answer in the page: sessions, the shell's calls and the demo samples. The business
 * handlers answer in a worker of their own in the browser (mocks/worker/page.ts), next to the data.
 */
export const pageHandlers = PAGE_AREAS.flatMap((area) => area.routes);
