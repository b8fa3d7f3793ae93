import type { AppRouteRecord } from '@machines/types';

/** Schema-driven forms, tables, search and descriptions: `/components/*` and `/hooks/*` entries. */
export const formTableRoutes: AppRouteRecord[] = [];
export const formTableHookRoutes: AppRouteRecord[] = [];
