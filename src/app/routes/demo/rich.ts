import type { AppRouteRecord } from '@machines/types';

/** Rich components (editors, viewers, players, dialog, charts): `/components/*` entries. */
export const richRoutes: AppRouteRecord[] = [];
