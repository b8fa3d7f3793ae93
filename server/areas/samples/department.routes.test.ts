import { describe, expect, it } from 'vitest';
import type { Department, DepartmentRow, DepartmentUser } from '@/api/sample-types';
import type { PageResult } from '@/api/types';
import { mockGet, mockPost, zh } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

const tree = async (lang = 'en') => (await mockGet<Department[]>('department/list', lang)).data;
const table = async (query = 'pageIndex=1&pageSize=50', lang = 'en') =>
  (await mockGet<PageResult<DepartmentRow>>(`department/table/list?${query}`, lang)).data;

function countNodes(nodes: Department[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children ?? []), 0);
}

describe('/mock/department', () => {
  it('has five departments: the head office and four under it', async () => {
    const departments = await tree();
    expect(countNodes(departments)).toBe(5);
    expect(departments).toHaveLength(1);
    expect(departments[0]).toMatchObject({ departmentName: 'Outpost head office', parentId: null });
    expect(departments[0].children?.map((child) => child.departmentName)).toEqual([
      'Operations',
      'Warehousing',
      'Finance',
      'Customer service',
    ]);
    for (const row of [departments[0], ...(departments[0].children ?? [])]) {
      expect([0, 1]).toContain(row.status);
      expect(Number.isNaN(Date.parse(row.createTime))).toBe(false);
      expect(row.remark).not.toBe('');
    }
    expect((await tree('zh-CN'))[0].children?.[0].departmentName).toBe(zh('departmentOperations'));
  });

  it('answers the same departments as a table, parents first, a page at a time', async () => {
    const all = await table();
    expect(all.total).toBe(5);
    expect(all.list.map((row) => row.id)).toEqual(['dept-1', 'dept-2', 'dept-3', 'dept-4', 'dept-5']);
    expect(all.list[0]).not.toHaveProperty('children');
    expect(await table('pageIndex=2&pageSize=2')).toEqual({ total: 5, list: all.list.slice(2, 4) });
  });

  it('updates a department with an id and creates one first without', async () => {
    expect(
      await mockPost('department/save', { id: 'dept-3', departmentName: 'Cold storage', status: 0 }),
    ).toEqual({ code: 200, message: 'success', data: 'success' });
    expect(
      (await mockPost('department/save', { departmentName: 'Returns', remark: 'RMA', parentId: 'dept-1' }))
        .data,
    ).toBe('success');
    const [root] = await tree();
    expect(root.children?.map((child) => child.departmentName)).toEqual([
      'Returns',
      'Operations',
      'Cold storage',
      'Finance',
      'Customer service',
    ]);
    expect(root.children?.[2]).toMatchObject({ status: 0, remark: 'keeps the stock and the shelves' });
    expect((await table()).list[0].departmentName).toBe('Outpost head office');
  });

  it('refuses a save without a name or under its own sub-department, in the language asked for', async () => {
    expect(await mockPost('department/save', { departmentName: ' ' })).toMatchObject({
      code: 422,
      data: { departmentName: 'department name is required' },
    });
    expect(await mockPost('department/save', { id: 'dept-1', parentId: 'dept-2' }, 'zh-CN')).toMatchObject({
      code: 422,
      data: { parentId: zh('departmentParentInvalid') },
    });
    expect(await mockPost('department/save', { id: 'dept-404', departmentName: 'x' })).toMatchObject({
      code: 404,
    });
    expect((await table()).total).toBe(5);
  });

  it('deletes every department in ids; what was under them moves up', async () => {
    const users = async (id: string) =>
      (await mockGet<PageResult<DepartmentUser>>(`department/users?id=${id}&pageSize=200`)).data.total;
    const moving = (await users('dept-3')) + (await users('dept-5'));
    const directlyAtHead = (
      await mockGet<PageResult<DepartmentUser>>('department/users?pageSize=200')
    ).data.list.filter((user) => user.departmentId === 'dept-1').length;
    expect((await mockPost('department/delete', { ids: ['dept-3', 'dept-5'] })).data).toBe('success');
    const rows = (await table()).list;
    expect(rows.map((row) => row.id)).toEqual(['dept-1', 'dept-2', 'dept-4']);
    const all = (await mockGet<PageResult<DepartmentUser>>('department/users?pageSize=200')).data;
    expect(all.total).toBe(100);
    expect(all.list.filter((user) => user.departmentId === 'dept-1')).toHaveLength(directlyAtHead + moving);
    expect(await users('dept-1')).toBe(100);
  });

  it('answers code 500 for a delete without ids, in English and Chinese', async () => {
    expect(await mockPost('department/delete', { ids: [] })).toEqual({
      code: 500,
      message: 'please select data to delete',
      data: null,
    });
    expect((await mockPost('department/delete', {}, 'zh-CN')).message).toBe(zh('deleteIdsRequired'));
    expect((await table()).total).toBe(5);
  });
});
