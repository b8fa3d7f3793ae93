import type { RouteMeta } from '@machines/types';

export const PERMISSION_NAME_REQUIRED = 'permission.nameRequired';

type Translate = (key: string) => string;

/**
 * Seed §6 button permissions: `name` must be in the route's `meta.permission` list. Asking without a
 * name is a programming error (seed §5), raised with a translated message when a translator is given.
 */
export function hasPermission(
  meta: Pick<RouteMeta, 'permission'> | undefined,
  name: string,
  translate: Translate = (key) => key,
): boolean {
  if (!name) throw new Error(translate(PERMISSION_NAME_REQUIRED));
  return meta?.permission?.includes(name) ?? false;
}
