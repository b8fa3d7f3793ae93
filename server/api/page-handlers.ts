import { accessHandlers } from '../areas/access/routes';
import { authorizationHandlers } from '../areas/access/authorization.routes';
import { lockHandlers } from '../areas/access/lock.routes';
import { mockRequestHandlers } from '../areas/samples/request.routes';
import { mockRoleHandlers } from '../areas/samples/role.routes';
import { mockUserHandlers } from '../areas/samples/user.routes';
import { permissionHandlers } from '../areas/access/permission.routes';
import { sampleAnalysisHandlers } from '../areas/samples/analysis.routes';
import { sampleCardHandlers } from '../areas/samples/card.routes';
import { sampleDepartmentHandlers } from '../areas/samples/department.routes';
import { sampleDepartmentUserHandlers } from '../areas/samples/department-users.routes';
import { sampleDictHandlers } from '../areas/samples/dict.routes';
import { sampleExampleHandlers } from '../areas/samples/example.routes';
import { sampleWorkplaceHandlers } from '../areas/samples/workplace.routes';

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
