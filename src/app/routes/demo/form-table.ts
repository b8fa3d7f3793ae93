import type { AppRouteRecord } from '@machines/types';

/** Schema-driven forms, tables, search and descriptions: `/components/*` and `/hooks/*` entries. */
export const formTableRoutes: AppRouteRecord[] = [
  {
    path: 'form',
    name: 'Form',
    component: '##',
    redirect: '/components/form/default-form',
    meta: { title: 'router.form', icon: 'vi-file-text', alwaysShow: true },
    children: [
      {
        path: 'default-form',
        name: 'DefaultForm',
        component: 'views/Components/Form/DefaultForm',
        meta: { title: 'router.defaultForm' },
      },
      {
        path: 'use-form',
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
    redirect: '/components/table/default-table',
    meta: { title: 'router.table', icon: 'vi-database', alwaysShow: true },
    children: [
      {
        path: 'default-table',
        name: 'DefaultTable',
        component: 'views/Components/Table/DefaultTable',
        meta: { title: 'router.defaultTable' },
      },
      {
        path: 'use-table',
        name: 'UseTable',
        component: 'views/Components/Table/UseTable',
        meta: { title: 'router.useTable' },
      },
      {
        path: 'tree-table',
        name: 'TreeTable',
        component: 'views/Components/Table/TreeTable',
        meta: { title: 'router.treeTable' },
      },
      {
        path: 'card-table',
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
