import { defineArea } from '../area';
import { sampleAnalysisHandlers } from './analysis.routes';
import { sampleCardHandlers } from './card.routes';
import { sampleDepartmentUserHandlers } from './department-users.routes';
import { sampleDepartmentHandlers } from './department.routes';
import { sampleDictHandlers } from './dict.routes';
import { sampleExampleHandlers } from './example.routes';
import { mockRequestHandlers } from './request.routes';
import { mockRoleHandlers } from './role.routes';
import { mockUserHandlers } from './user.routes';
import { sampleWorkplaceHandlers } from './workplace.routes';

/** The seed's sample calls (`/mock/*` and the demo pages' data): users, roles, departments, examples. */
export const samplesArea = defineArea({
  name: 'samples',
  routes: [
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
  ],
});
