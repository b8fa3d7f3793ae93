import type { ViewLoader } from './types';

/** View names resolved by `../views.ts` (through `./console.ts`): the example CRUD pages and authorization management. */
export const exampleViews = {
  'views/Example/Dialog/ExampleDialog': () => import('@/views/Example/Dialog/ExampleDialog'),
  'views/Example/Page/ExamplePage': () => import('@/views/Example/Page/ExamplePage'),
  'views/Example/Page/ExampleAdd': () => import('@/views/Example/Page/ExampleAdd'),
  'views/Example/Page/ExampleEdit': () => import('@/views/Example/Page/ExampleEdit'),
  'views/Example/Page/ExampleDetail': () => import('@/views/Example/Page/ExampleDetail'),
  'views/Authorization/Department/Department': () => import('@/views/Authorization/Department/Department'),
  'views/Authorization/User/User': () => import('@/views/Authorization/User/User'),
  'views/Authorization/Menu/Menu': () => import('@/views/Authorization/Menu/Menu'),
  'views/Authorization/Role/Role': () => import('@/views/Authorization/Role/Role'),
} satisfies Record<string, ViewLoader>;
