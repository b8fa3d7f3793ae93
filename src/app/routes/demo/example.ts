import type { AppRouteRecord } from '@machines/types';
import { page } from './page';

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
      page('example-dialog', 'ExampleDialog', 'Example/Dialog/ExampleDialog', 'exampleDialog', {
        permission: EXAMPLE_PERMISSIONS,
      }),
      page('example-page', 'ExamplePage', 'Example/Page/ExamplePage', 'examplePage', {
        permission: EXAMPLE_PERMISSIONS,
      }),
      page('example-add', 'ExampleAdd', 'Example/Page/ExampleAdd', 'exampleAdd', behindTheList),
      // the record's id is the query: `?id=`
      page('example-edit', 'ExampleEdit', 'Example/Page/ExampleEdit', 'exampleEdit', behindTheList),
      page('example-detail', 'ExampleDetail', 'Example/Page/ExampleDetail', 'exampleDetail', {
        ...behindTheList,
        permission: EXAMPLE_PERMISSIONS,
      }),
    ],
  },
];
