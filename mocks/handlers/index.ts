import { accessHandlers } from './access';
import { authorizationHandlers } from './authorization';
import { businessHandlers } from './business/handlers';
import { lockHandlers } from './lock';
import { mockRequestHandlers } from './mock-request';
import { mockRoleHandlers } from './mock-role';
import { mockUserHandlers } from './mock-user';
import { permissionHandlers } from './permission';
import { sampleAnalysisHandlers } from './sample-analysis';
import { sampleCardHandlers } from './sample-card';
import { sampleDepartmentHandlers } from './sample-department';
import { sampleDepartmentUserHandlers } from './sample-department-users';
import { sampleDictHandlers } from './sample-dict';
import { sampleExampleHandlers } from './sample-example';
import { sampleWorkplaceHandlers } from './sample-workplace';
import { indexByPath } from './route-index';

/** Every handler of the mock back-end, the fixed-path ones found by path (route-index.ts). */
export const handlers = indexByPath([
  ...authorizationHandlers,
  ...accessHandlers,
  ...lockHandlers,
  ...permissionHandlers,
  ...mockUserHandlers,
  ...mockRoleHandlers,
  ...mockRequestHandlers,
  ...sampleAnalysisHandlers,
  ...sampleDepartmentHandlers,
  ...sampleDepartmentUserHandlers,
  ...sampleDictHandlers,
  ...sampleExampleHandlers,
  ...sampleCardHandlers,
  ...sampleWorkplaceHandlers,
  ...businessHandlers,
]);
