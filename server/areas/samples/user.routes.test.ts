import { describe, expect, it } from 'vitest';
import type { PageResult } from '@/api/types';
import type { UserInfo } from '@machines/types';
import { againstService, MOCK, readJson, setupMockServer, signInAs, zh } from '../../../mocks/testing';

setupMockServer();

interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

// as a signed-in operator: the service answers these calls to no one else (the demo to anyone)
const operator = async () => ({ Authorization: `Bearer ${(await signInAs('admin')).access_token}` });

async function login(username: string, password: string, lang = 'en'): Promise<Response> {
  return fetch(`${MOCK}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang, ...(await operator()) },
    body: JSON.stringify({ username, password }),
  });
}

async function userList(query: string): Promise<Answer<PageResult<UserInfo>>> {
  return readJson(fetch(`${MOCK}/user/list?${query}`, { headers: await operator() }));
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

  it('names the accounts to a signed-in operator only on the service; to anyone in the demo', async () => {
    const anonymous = await fetch(`${MOCK}/user/list?pageIndex=1&pageSize=10`, {
      headers: { 'Accept-Language': 'en' },
    });
    const seller = await fetch(`${MOCK}/user/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        Authorization: `Bearer ${(await signInAs('seller')).access_token}`,
      },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    if (againstService()) {
      expect(anonymous.status).toBe(401);
      expect(seller.status).toBe(403);
    } else {
      expect((await readJson<Answer<PageResult<UserInfo>>>(anonymous)).data.total).toBe(4);
      expect((await readJson<Answer<UserInfo>>(seller)).data.username).toBe('admin');
    }
  });

  it('logs out with data null', async () => {
    expect(await readJson(fetch(`${MOCK}/user/loginOut`))).toEqual({
      code: 200,
      message: 'success',
      data: null,
    });
  });
});
