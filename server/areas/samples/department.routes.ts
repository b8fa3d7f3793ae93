import { http } from 'msw';
import type { Department, DepartmentRow } from '@/api/sample-types';
import { now } from '../../api/clock';
import { mockDelay, mockPath } from '../../api/config';
import { ok, readJsonObject } from '../../api/http';
import { departmentFromBody } from './data/department-save';
import type { DepartmentRecord } from './data/departments';
import { buildForest, flattenForest, remainingAncestor, removeRows } from './data/forest';
import { samplePage } from './data/paging';
import { fieldMessages, idOf, invalidFields, noIdsToDelete, notFound, readIds } from './data/requests';
import { nextSampleId, sampleData } from './data/store';
import { textOf } from './data/text';

function toRow(request: Request, record: DepartmentRecord): DepartmentRow {
  return {
    id: record.id,
    departmentName: textOf(request, record.name),
    createTime: record.createTime,
    status: record.status,
    remark: textOf(request, record.remark),
    parentId: record.parentId,
  };
}

/**
 * Seed §7: the departments as a tree and as a table (the tree flattened, parents first), and their
 * saves and deletes. Names and remarks of the seeded departments follow the request's language.
 */
export const sampleDepartmentHandlers = [
  http.get(mockPath('department/list'), async ({ request }) => {
    await mockDelay('slow');
    const tree = buildForest<DepartmentRecord, Department>(sampleData().departments, (record, children) =>
      children.length > 0 ? { ...toRow(request, record), children } : toRow(request, record),
    );
    return ok(tree);
  }),

  http.get(mockPath('department/table/list'), async ({ request }) => {
    await mockDelay('slow');
    const rows = flattenForest(sampleData().departments).map((record) => toRow(request, record));
    return ok(samplePage(rows, new URL(request.url).searchParams));
  }),

  http.post(mockPath('department/save'), async ({ request }) => {
    await mockDelay('slow');
    const body = await readJsonObject(request);
    const id = idOf(body);
    const data = sampleData();
    const existing = id === undefined ? undefined : data.departments.find((record) => record.id === id);
    if (id !== undefined && !existing) return notFound(request);
    const nowIso = new Date(now()).toISOString();
    const outcome = departmentFromBody(body, existing?.id ?? 'new', existing, data.departments, nowIso);
    if ('errors' in outcome) return invalidFields(request, fieldMessages(request, outcome.errors));
    data.departments = existing
      ? data.departments.map((record) => (record.id === existing.id ? outcome.record : record))
      : [{ ...outcome.record, id: nextSampleId('dept') }, ...data.departments];
    return ok('success');
  }),

  http.post(mockPath('department/delete'), async ({ request }) => {
    await mockDelay('slow');
    const ids = await readIds(request);
    if (ids.size === 0) return noIdsToDelete(request);
    const data = sampleData();
    // The users of a removed department move up with its sub-departments; at the top they keep
    // the old id, so only the unfiltered list shows them.
    const moveUp = remainingAncestor(data.departments, ids);
    data.users = data.users.map((user) =>
      ids.has(user.departmentId)
        ? { ...user, departmentId: moveUp(user.departmentId) ?? user.departmentId }
        : user,
    );
    data.departments = removeRows(data.departments, ids);
    return ok('success');
  }),
];
