import type { AppRouteRecord } from '@machines/types';

/**
 * Schema-driven forms, tables, search and descriptions: `/components/*` and `/hooks/*` entries.
 *
 * The form and table demos sit at the flat paths the seed lists (§2: `/components/default-form`, …),
 * like their siblings; their group parents only name them in the breadcrumb (the menu lifts anything
 * deeper than two levels into the second anyway), so the children's paths are absolute.
 */
export const formTableRoutes: AppRouteRecord[] = [
  {
    path: 'form',
    name: 'Form',
    component: '##',
    redirect: '/components/default-form',
    meta: { title: 'router.form', icon: 'vi-file-text', alwaysShow: true },
    children: [
      {
        path: '/components/default-form',
        name: 'DefaultForm',
        component: 'views/Components/Form/DefaultForm',
        meta: { title: 'router.defaultForm' },
      },
      {
        path: '/components/use-form',
        name: 'UseForm',
        component: 'views/Components/Form/UseForm',
        meta: { title: 'router.useForm' },
      },
    ],
  },
  {
    path: 'table',
    name: 'TableDemo',
    component: '##',
    redirect: '/components/default-table',
    meta: { title: 'router.table', icon: 'vi-database', alwaysShow: true },
    children: [
      {
        path: '/components/default-table',
        name: 'DefaultTable',
        component: 'views/Components/Table/DefaultTable',
        meta: { title: 'router.defaultTable' },
      },
      {
        path: '/components/use-table',
        name: 'UseTable',
        component: 'views/Components/Table/UseTable',
        meta: { title: 'router.useTable' },
      },
      {
        path: '/components/tree-table',
        name: 'TreeTable',
        component: 'views/Components/Table/TreeTable',
        meta: { title: 'router.treeTable' },
      },
      {
        path: '/components/card-table',
        name: 'CardTable',
        component: 'views/Components/Table/CardTable',
        meta: { title: 'router.cardTable' },
      },
    ],
  },
  {
    path: 'search',
    name: 'Search',
    component: 'views/Components/Search',
    meta: { title: 'router.search', icon: 'vi-search' },
  },
  {
    path: 'descriptions',
    name: 'Descriptions',
    component: 'views/Components/Descriptions',
    meta: { title: 'router.descriptions', icon: 'vi-clipboard-list' },
  },
];

/** The demos' paths before they were flattened: old bookmarks are sent to the new ones. */
export const movedFormTableRoutes: AppRouteRecord[] = [
  ['form', 'default-form'],
  ['form', 'use-form'],
  ['table', 'default-table'],
  ['table', 'use-table'],
  ['table', 'tree-table'],
  ['table', 'card-table'],
].map(([group, page]) => ({
  path: `/components/${group}/${page}`,
  redirect: `/components/${page}`,
  meta: { hidden: true },
}));

export const formTableHookRoutes: AppRouteRecord[] = [
  {
    path: 'useValidator',
    name: 'UseValidator',
    component: 'views/Hooks/UseValidator',
    meta: { title: 'router.useValidator' },
  },
  {
    path: 'useCrudSchemas',
    name: 'UseCrudSchemas',
    component: 'views/Hooks/UseCrudSchemas',
    meta: { title: 'router.useCrudSchemas' },
  },
];
