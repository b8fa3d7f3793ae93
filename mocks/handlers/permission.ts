import { http } from 'msw';
import { apiPath, mockDelay } from '../config';
import { ok } from '../http';
import { authenticate } from '../auth/session';
import { menusFor } from '../menus/role-menus';

export const permissionHandlers = [
  http.get(apiPath('Permission/GetMenus'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    return ok(menusFor(session.account));
  }),
];
