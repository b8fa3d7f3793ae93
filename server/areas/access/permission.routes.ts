import { http } from 'msw';
import { apiPath, mockDelay } from '../../api/config';
import { ok } from '../../api/http';
import { authenticate } from './session';
import { menusFor } from '../samples/menus/role-menus';

export const permissionHandlers = [
  http.get(apiPath('Permission/GetMenus'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    return ok(menusFor(session.account));
  }),
];
