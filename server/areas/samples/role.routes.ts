import { http } from 'msw';
import type { MenuEntry, RoleRow } from '@/api/sample-role';
import { mockDelay, mockPath } from '../../api/config';
import { ok, readJsonObject } from '../../api/http';
import { msg } from '../../api/i18n';
import { paginate } from '../../api/paging';
import { permittedPathsOfRole, sampleRoles, serverRoutesOfRole } from './menus/sample-roles';
import { pickPaths } from './menus/tree';
import { fieldMessages, invalidFields, notFound } from './data/requests';
import { menuTree, roleEdit, updateRole, type RoleEdit } from './data/role-store';
import { mockMenuHandlers } from './menu.routes';

function roleRows(request: Request): RoleRow[] {
  return sampleRoles.map((role) => {
    const edit = roleEdit(role.id);
    return {
      id: role.id,
      roleName: edit?.roleName ?? msg(request, role.roleNameKey),
      role: edit?.role ?? role.role,
      status: edit?.status ?? role.status,
      createTime: role.createTime,
      remark: edit?.remark ?? msg(request, role.remarkKey),
      // the role's part of the menu tree, disabled entries included (management shows them)
      menu: pickPaths(menuTree(), edit?.menu ?? []) as MenuEntry[],
    };
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/** The fields of a role save body; left-out fields keep their values. */
function roleEditFromBody(body: Record<string, unknown>): Partial<RoleEdit> | 'roleNameRequired' {
  const patch: Partial<RoleEdit> = {};
  const roleName = text(body.roleName);
  if (roleName === '') return 'roleNameRequired';
  if (roleName !== undefined) patch.roleName = roleName;
  const role = text(body.role);
  if (role) patch.role = role;
  const remark = text(body.remark);
  if (remark !== undefined) patch.remark = remark;
  if (body.status === 0 || body.status === 1) patch.status = body.status;
  if (Array.isArray(body.menu)) {
    patch.menu = body.menu.filter((path): path is string => typeof path === 'string' && path !== '');
  }
  return patch;
}

/**
 * The seed's sample role endpoints: `list` is a role's route tree (server mode), `list2` its permitted
 * paths (front-end mode), `table` the four sample roles with their menus, `save` changes one (its
 * menu reaches the accounts of that role: `Permission/GetMenus`). `?roleName=admin` asks for everything.
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

  http.post(mockPath('role/save'), async ({ request }) => {
    await mockDelay('slow');
    const body = await readJsonObject(request);
    const id = text(body.id) ?? (typeof body.id === 'number' ? String(body.id) : undefined);
    if (id === undefined || !roleEdit(id)) return notFound(request);
    const patch = roleEditFromBody(body);
    if (patch === 'roleNameRequired') {
      return invalidFields(request, fieldMessages(request, { roleName: { key: 'roleNameRequired' } }));
    }
    updateRole(id, patch);
    return ok('success');
  }),

  ...mockMenuHandlers,
];
