import type { AppRouteRecord } from '@machines/types';
import { page } from './page';

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
      page('/components/default-form', 'DefaultForm', 'Components/Form/DefaultForm', 'defaultForm'),
      page('/components/use-form', 'UseForm', 'Components/Form/UseForm', 'useForm'),
    ],
  },
  {
    path: 'table',
    name: 'TableDemo',
    component: '##',
    redirect: '/components/default-table',
    meta: { title: 'router.table', icon: 'vi-database', alwaysShow: true },
    children: [
      page('/components/default-table', 'DefaultTable', 'Components/Table/DefaultTable', 'defaultTable'),
      page('/components/use-table', 'UseTable', 'Components/Table/UseTable', 'useTable'),
      page('/components/tree-table', 'TreeTable', 'Components/Table/TreeTable', 'treeTable'),
      page('/components/card-table', 'CardTable', 'Components/Table/CardTable', 'cardTable'),
    ],
  },
  page('search', 'Search', 'Components/Search', 'search', { icon: 'vi-search' }),
  page('descriptions', 'Descriptions', 'Components/Descriptions', 'descriptions', {
    icon: 'vi-clipboard-list',
  }),
];

/** The demos' paths before they were flattened: old bookmarks are sent to the new ones. */
export const movedFormTableRoutes: AppRouteRecord[] = [
  ['form', 'default-form'],
  ['form', 'use-form'],
  ['table', 'default-table'],
  ['table', 'use-table'],
  ['table', 'tree-table'],
  ['table', 'card-table'],
].map(([group, name]) => ({
  path: `/components/${group}/${name}`,
  redirect: `/components/${name}`,
  meta: { hidden: true },
}));

export const formTableHookRoutes: AppRouteRecord[] = [
  page('useValidator', 'UseValidator', 'Hooks/UseValidator', 'useValidator'),
  page('useCrudSchemas', 'UseCrudSchemas', 'Hooks/UseCrudSchemas', 'useCrudSchemas'),
];
