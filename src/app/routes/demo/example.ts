import type { AppRouteRecord } from '@machines/types';

/** The seed's button permissions of the example lists (seed §6: add, edit, delete). */
export const EXAMPLE_PERMISSIONS = ['add', 'edit', 'delete'];

// The pages behind the list: no tab, no cache, the list stays lit in the menu (seed §2).
const behindTheList = {
  hidden: true,
  canTo: true,
  noTagsView: true,
  noCache: true,
  activeMenu: '/example/example-page',
} as const;

/** Seed §2 `/example/*`: CRUD in a dialog, and CRUD on pages of their own. */
export const exampleRoutes: AppRouteRecord[] = [
  {
    path: '/example',
    name: 'Example',
    component: '#',
    redirect: '/example/example-dialog',
    meta: { title: 'router.example', icon: 'vi-clipboard-list', alwaysShow: true },
    children: [
      {
        path: 'example-dialog',
        name: 'ExampleDialog',
        component: 'views/Example/Dialog/ExampleDialog',
        meta: { title: 'router.exampleDialog', permission: EXAMPLE_PERMISSIONS },
      },
      {
        path: 'example-page',
        name: 'ExamplePage',
        component: 'views/Example/Page/ExamplePage',
        meta: { title: 'router.examplePage', permission: EXAMPLE_PERMISSIONS },
      },
      {
        path: 'example-add',
        name: 'ExampleAdd',
        component: 'views/Example/Page/ExampleAdd',
        meta: { title: 'router.exampleAdd', ...behindTheList },
      },
      {
        // the record's id is the query: `?id=`
        path: 'example-edit',
        name: 'ExampleEdit',
        component: 'views/Example/Page/ExampleEdit',
        meta: { title: 'router.exampleEdit', ...behindTheList },
      },
      {
        path: 'example-detail',
        name: 'ExampleDetail',
        component: 'views/Example/Page/ExampleDetail',
        meta: { title: 'router.exampleDetail', ...behindTheList, permission: EXAMPLE_PERMISSIONS },
      },
    ],
  },
];
