import { defineArea } from '../area';
import { accountHandlers } from './accounts.routes';
import { authorizationHandlers } from './authorization.routes';
import { invitationHandlers } from './invitation.routes';
import { lockHandlers } from './lock.routes';
import { outboxHandlers } from './outbox.routes';
import { permissionHandlers } from './permission.routes';
import { accessHandlers } from './routes';

/**
 * Sign-in, the session and its tokens, registration, passwords, the lock screen, the shell's
 * permissions, the outbox, the operators' accounts page.
 */
export const accessArea = defineArea({
  name: 'access',
  routes: [
    ...authorizationHandlers,
    ...accessHandlers,
    ...lockHandlers,
    ...permissionHandlers,
    ...outboxHandlers,
    ...accountHandlers,
    ...invitationHandlers,
  ],
});
