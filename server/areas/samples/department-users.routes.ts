import { http } from 'msw';
import { now } from '../../api/clock';
import { mockDelay, mockPath } from '../../api/config';
import { ok, readJsonObject } from '../../api/http';
import { departmentUserFromBody } from './data/department-save';
import { subtreeIds } from './data/forest';
import { filterText, samplePage } from './data/paging';
import { fieldMessages, idOf, invalidFields, noIdsToDelete, notFound, readIds } from './data/requests';
import { nextSampleId, sampleData } from './data/store';

/**
 * Seed §7: the department users. `?id` is a department: its users and those of the departments
 * below it. `?username` is a part of the username in any case.
 */
export const sampleDepartmentUserHandlers = [
  http.get(mockPath('department/users'), async ({ request }) => {
    await mockDelay('slow');
    const query = new URL(request.url).searchParams;
    const data = sampleData();
    const departmentId = query.get('id');
    const departments = departmentId ? subtreeIds(data.departments, departmentId) : null;
    const username = filterText(query, 'username');
    const rows = data.users
      .filter((user) => departments === null || departments.has(user.departmentId))
      .filter((user) => user.username.toLowerCase().includes(username))
      .map((user) => ({ ...user }));
    return ok(samplePage(rows, query));
  }),

  http.post(mockPath('department/user/save'), async ({ request }) => {
    await mockDelay('slow');
    const body = await readJsonObject(request);
    const id = idOf(body);
    const data = sampleData();
    const existing = id === undefined ? undefined : data.users.find((user) => user.id === id);
    if (id !== undefined && !existing) return notFound(request);
    const nowIso = new Date(now()).toISOString();
    const outcome = departmentUserFromBody(body, existing?.id ?? 'new', existing, data.departments, nowIso);
    if ('errors' in outcome) return invalidFields(request, fieldMessages(request, outcome.errors));
    data.users = existing
      ? data.users.map((user) => (user.id === existing.id ? outcome.record : user))
      : [{ ...outcome.record, id: nextSampleId('user') }, ...data.users];
    return ok('success');
  }),

  http.post(mockPath('department/user/delete'), async ({ request }) => {
    await mockDelay('slow');
    const ids = await readIds(request);
    if (ids.size === 0) return noIdsToDelete(request);
    const data = sampleData();
    data.users = data.users.filter((user) => !ids.has(user.id));
    return ok('success');
  }),
];
