import { authorizationHandlers } from './authorization';
import { mockRequestHandlers } from './mock-request';
import { mockRoleHandlers } from './mock-role';
import { mockUserHandlers } from './mock-user';
import { permissionHandlers } from './permission';

export const handlers = [
  ...authorizationHandlers,
  ...permissionHandlers,
  ...mockUserHandlers,
  ...mockRoleHandlers,
  ...mockRequestHandlers,
];
