import type { ViewLoader } from './types';

/** View names resolved by `../views.ts`; each loader is its own lazy chunk. */
export const formTableViews = {} satisfies Record<string, ViewLoader>;
