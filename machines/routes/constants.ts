import type { AppRouteRecord } from '../types';

/** Appended after generation: any unknown path goes to /404 (seed §2). */
export const CATCH_ALL_ROUTE: AppRouteRecord = {
  path: '/:rest*',
  name: 'CatchAll',
  redirect: '/404',
  meta: { hidden: true },
};

/** Route names kept when routes are reset (seed §2). */
export const KEPT_ROUTE_NAMES: readonly string[] = [
  'Redirect',
  'RedirectWrap',
  'Login',
  'ActiveAccount',
  'ResetPassword',
  'ForgetPassword',
  'NoFind',
  'Root',
];

/** '#' is the main layout, a value containing '##' a pass-through parent: neither is a view. */
export const isLayoutMarker = (component: string) => component === '#' || component.includes('##');
