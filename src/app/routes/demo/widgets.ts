import type { AppRouteRecord } from '@machines/types';

/** Smaller components (`/components/*`), function demos (`/function/*`) and hook demos (`/hooks/*`). */
export const widgetRoutes: AppRouteRecord[] = [];
export const functionRoutes: AppRouteRecord[] = [];
export const hookRoutes: AppRouteRecord[] = [];
