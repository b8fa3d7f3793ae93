import { http } from 'msw';
import { mockDelay, mockPath } from '../config';
import { ok } from '../http';
import { msg } from '../i18n';
import { paginate } from '../paging';
import { permittedPathsOfRole, sampleRoles, serverRoutesOfRole, toMenuEntries } from '../menus/sample-roles';

function roleRows(request: Request) {
  return sampleRoles.map((role) => ({
    id: role.id,
    roleName: msg(request, role.roleNameKey),
    role: role.role,
    status: role.status,
    createTime: role.createTime,
    remark: msg(request, role.remarkKey),
    menu: toMenuEntries(role.menu()),
  }));
}

/**
 * The seed's sample role endpoints: `list` is a role's route tree (server mode), `list2` its permitted
 * paths (front-end mode), `table` the four sample roles. `?roleName=admin` asks for everything.
 */
export const mockRoleHandlers = [
  http.get(mockPath('role/list'), async ({ request }) => {
    await mockDelay('slow');
    return ok(serverRoutesOfRole(new URL(request.url).searchParams.get('roleName') ?? 'admin'));
  }),

  http.get(mockPath('role/list2'), async ({ request }) => {
    await mockDelay('slow');
    return ok(permittedPathsOfRole(new URL(request.url).searchParams.get('roleName') ?? 'test'));
  }),

  http.get(mockPath('role/table'), async ({ request }) => {
    await mockDelay('slow');
    return ok(paginate(roleRows(request), new URL(request.url).searchParams));
  }),
];
