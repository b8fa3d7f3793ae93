import type { AppRouteRecord } from '@machines/types';
import { get } from './client';

/** The menu tree of the signed-in account (server route mode). */
export function getMenus(): Promise<AppRouteRecord[]> {
  return get<AppRouteRecord[]>('Permission/GetMenus');
}
