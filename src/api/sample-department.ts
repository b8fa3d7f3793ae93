import { sampleGet, samplePost } from './sample-request';
import type {
  Department,
  DepartmentRow,
  DepartmentSaveBody,
  DepartmentUser,
  DepartmentUserQuery,
  DepartmentUserSaveBody,
} from './sample-types';
import type { PageQuery, PageResult } from './types';

export function getDepartmentTree(): Promise<Department[]> {
  return sampleGet<Department[]>('department/list');
}

export function getDepartmentTable(query: PageQuery): Promise<PageResult<DepartmentRow>> {
  return sampleGet<PageResult<DepartmentRow>>('department/table/list', query);
}

export function getDepartmentUsers(query: DepartmentUserQuery): Promise<PageResult<DepartmentUser>> {
  return sampleGet<PageResult<DepartmentUser>>('department/users', query);
}

/** With an id it updates, without one it creates (first in the list). A 422 carries field messages. */
export function saveDepartmentUser(body: DepartmentUserSaveBody): Promise<'success'> {
  return samplePost<'success'>('department/user/save', body);
}

export function deleteDepartmentUsers(ids: string[]): Promise<'success'> {
  return samplePost<'success'>('department/user/delete', { ids });
}

export function saveDepartment(body: DepartmentSaveBody): Promise<'success'> {
  return samplePost<'success'>('department/save', body);
}

/** Sub-departments and users of a removed department move up to its parent. */
export function deleteDepartments(ids: string[]): Promise<'success'> {
  return samplePost<'success'>('department/delete', { ids });
}
