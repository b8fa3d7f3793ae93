import type { AppRouteRecord, RouteMeta } from '@machines/types';

/**
 * One page of the demo route table: its path, route name, view (below `views/`) and title key (below
 * `router.`): `page('count-to', 'CountTo', 'Components/CountTo', 'countTo')`.
 */
export const page = (
  path: string,
  name: string,
  view: string,
  title: string,
  meta: Omit<RouteMeta, 'title'> = {},
): AppRouteRecord => ({
  path,
  name,
  component: `views/${view}`,
  meta: { title: `router.${title}`, ...meta },
});
