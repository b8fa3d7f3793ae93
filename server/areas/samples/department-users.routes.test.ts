import { describe, expect, it } from 'vitest';
import type { DepartmentUser } from '@/api/sample-types';
import type { PageResult } from '@/api/types';
import { mockGet, mockPost, zh } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

const users = async (query: string) =>
  (await mockGet<PageResult<DepartmentUser>>(`department/users?${query}`)).data;

describe('/mock/department/users', () => {
  it('has one hundred users, each in one of the five departments, a page of pageSize at a time', async () => {
    const all = await users('pageIndex=1&pageSize=200');
    expect(all.total).toBe(100);
    expect(new Set(all.list.map((user) => user.id)).size).toBe(100);
    expect(all.list.every((user) => /^dept-[1-5]$/.test(user.departmentId))).toBe(true);
    expect(Object.keys(all.list[0]).sort()).toEqual([
      'account',
      'createTime',
      'departmentId',
      'email',
      'id',
      'username',
    ]);
    expect(await users('pageIndex=2&pageSize=10')).toEqual({ total: 100, list: all.list.slice(10, 20) });
    expect((await users('pageSize=7')).list).toHaveLength(7);
  });

  it('clamps pageSize to 1..200', async () => {
    expect((await users('pageSize=0')).list).toHaveLength(1);
    expect((await users('pageSize=5000')).list).toHaveLength(100);
    expect((await users('pageSize=abc')).list).toHaveLength(10);
  });

  it('filters by department, sub-departments included, and by a part of the username', async () => {
    const all = (await users('pageSize=200')).list;
    const inFinance = await users('id=dept-4&pageSize=200');
    expect(inFinance.total).toBe(all.filter((user) => user.departmentId === 'dept-4').length);
    expect(inFinance.total).toBeGreaterThan(0);
    expect(inFinance.list.every((user) => user.departmentId === 'dept-4')).toBe(true);
    expect((await users('id=dept-1&pageSize=1')).total).toBe(100);
    const part = all[0].username.slice(0, 3).toUpperCase();
    const named = await users(`username=${part}&pageSize=200`);
    expect(named.total).toBe(all.filter((user) => user.username.toUpperCase().includes(part)).length);
    expect(named.total).toBeLessThan(100);
  });

  it('updates a user with an id and creates one first without', async () => {
    const [first, second] = (await users('pageSize=2')).list;
    expect((await mockPost('department/user/save', { ...second, username: 'Renamed User' })).data).toBe(
      'success',
    );
    const created = {
      username: 'New Person',
      account: 'new.person',
      email: 'new@outpost.example',
      departmentId: 'dept-2',
    };
    expect(await mockPost('department/user/save', created)).toEqual({
      code: 200,
      message: 'success',
      data: 'success',
    });
    const page = await users('pageSize=3');
    expect(page.total).toBe(101);
    expect(page.list[0]).toMatchObject(created);
    expect(page.list[0].id).not.toBe('');
    expect(page.list.slice(1)).toEqual([first, { ...second, username: 'Renamed User' }]);
  });

  it('refuses a user without the required fields, field by field', async () => {
    expect(
      await mockPost('department/user/save', { username: '', email: 'nope', departmentId: 'dept-9' }),
    ).toEqual({
      code: 422,
      message: 'please check the highlighted fields',
      data: {
        username: 'username is required',
        account: 'account is required',
        email: 'invalid email address',
        departmentId: 'choose an existing department',
      },
    });
    expect((await users('pageSize=1')).total).toBe(100);
  });

  it('deletes every user in ids, and answers code 500 without ids', async () => {
    const ids = (await users('pageIndex=3&pageSize=5')).list.map((user) => user.id);
    expect((await mockPost('department/user/delete', { ids })).data).toBe('success');
    const left = await users('pageSize=200');
    expect(left.total).toBe(95);
    expect(left.list.some((user) => ids.includes(user.id))).toBe(false);
    expect(await mockPost('department/user/delete', { ids: [] })).toEqual({
      code: 500,
      message: 'please select data to delete',
      data: null,
    });
    expect((await mockPost('department/user/delete', {}, 'zh-CN')).message).toBe(zh('deleteIdsRequired'));
  });
});
