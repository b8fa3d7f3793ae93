import { accessHandlers } from './access';
import { authorizationHandlers } from './authorization';
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

/**
 * The handlers that answer in the page: sessions, the shell's calls and the demo samples. The business
 * handlers answer in a worker of their own in the browser (mocks/worker/page.ts), next to the data.
 */
export const pageHandlers = [
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
];
