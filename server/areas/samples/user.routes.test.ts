import { describe, expect, it } from 'vitest';
import type { PageResult } from '@/api/types';
import type { UserInfo } from '@machines/types';
import { MOCK, readJson, setupMockServer, zh } from '../../../mocks/testing';

setupMockServer();

interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

function login(username: string, password: string, lang = 'en'): Promise<Response> {
  return fetch(`${MOCK}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: JSON.stringify({ username, password }),
  });
}

function userList(query: string): Promise<Answer<PageResult<UserInfo>>> {
  return readJson(fetch(`${MOCK}/user/list?${query}`));
}

describe('/mock/user', () => {
  it('lists the demo accounts a page at a time, without passwords', async () => {
    const all = await userList('pageIndex=1&pageSize=10');
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((user) => user.username)).toEqual(['admin', 'test', 'seller', 'seller2']);
    expect(all.data.list[0]).not.toHaveProperty('password');
    const second = await userList('pageIndex=2&pageSize=3');
    expect(second.data).toMatchObject({ total: 4, list: [{ username: 'seller2' }] });
    const filtered = await userList('username=SELL');
    expect(filtered.data.list.map((user) => user.username)).toEqual(['seller', 'seller2']);
  });

  it('signs in with a plain password and answers the account', async () => {
    const body = await readJson<Answer<UserInfo>>(login('test', 'test'));
    expect(body).toMatchObject({ code: 200, data: { username: 'test', roleId: '2' } });
    expect(body.data).not.toHaveProperty('password');
  });

  it('answers code 500 "wrong account or password" for a wrong password', async () => {
    const response = await login('admin', 'nope');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 500, message: 'wrong account or password', data: null });
    expect((await readJson<Answer<null>>(login('admin', 'nope', 'zh-CN'))).message).toBe(
      zh('wrongCredentials'),
    );
  });

  it('logs out with data null', async () => {
    expect(await readJson(fetch(`${MOCK}/user/loginOut`))).toEqual({
      code: 200,
      message: 'success',
      data: null,
    });
  });
});
