import type { ViewLoader } from './types';

/** View names resolved by `../views.ts` (through `./console.ts`); each loader is its own lazy chunk. */
export const formTableViews = {
  'views/Components/Form/DefaultForm': () => import('@/views/Components/Form/DefaultForm'),
  'views/Components/Form/UseForm': () => import('@/views/Components/Form/UseForm'),
  'views/Components/Table/DefaultTable': () => import('@/views/Components/Table/DefaultTable'),
  'views/Components/Table/UseTable': () => import('@/views/Components/Table/UseTable'),
  'views/Components/Table/TreeTable': () => import('@/views/Components/Table/TreeTable'),
  'views/Components/Table/CardTable': () => import('@/views/Components/Table/CardTable'),
  'views/Components/Search': () => import('@/views/Components/SearchDemo'),
  'views/Components/Descriptions': () => import('@/views/Components/DescriptionsDemo'),
  'views/Hooks/UseValidator': () => import('@/views/Hooks/UseValidator'),
  'views/Hooks/UseCrudSchemas': () => import('@/views/Hooks/UseCrudSchemas/UseCrudSchemas'),
} satisfies Record<string, ViewLoader>;
