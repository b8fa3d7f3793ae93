import { describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { ACCESS_TOKEN_TTL_MS } from './store';
import { pendingVerificationCode } from './verification';
import {
  apiGet,
  encrypt,
  refreshWith,
  requestToken,
  setupMockServer,
  signInAs,
  zh,
} from '../../../mocks/testing';

setupMockServer();

describe('POST Authorization/connect/token, password grant', () => {
  it('answers a bare token pair for the right password', async () => {
    const response = await requestToken({
      grant_type: 'password',
      username: 'admin',
      password: encrypt('admin'),
    });
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 300,
      token_type: 'Bearer',
    });
  });

  it('signs in by email address too, case-insensitively', async () => {
    const byEmail = await requestToken({
      grant_type: 'password',
      username: 'Seller@Northwind.example',
      password: encrypt('seller'),
    });
    expect(byEmail.status).toBe(200);
    const wrong = await requestToken({
      grant_type: 'password',
      username: 'nobody@northwind.example',
      password: encrypt('seller'),
    });
    expect(wrong.status).toBe(400);
  });

  it('answers HTTP 400 for a wrong password, in the asked language', async () => {
    const fields = { grant_type: 'password', username: 'admin', password: encrypt('wrong') };
    const en = await requestToken(fields, 'en');
    expect(en.status).toBe(400);
    expect(await en.json()).toEqual({ code: 400, message: 'wrong account or password' });
    const chinese = await requestToken(fields, 'zh-CN,zh;q=0.9');
    expect(await chinese.json()).toEqual({ code: 400, message: zh('wrongCredentials') });
  });

  it('answers HTTP 400 for an unknown account', async () => {
    const response = await requestToken({
      grant_type: 'password',
      username: 'nobody',
      password: encrypt('nobody'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: 'wrong account or password' });
  });

  it('answers a password that does not decrypt as a wrong one, so no answer tells which decrypt', async () => {
    const response = await requestToken({ grant_type: 'password', username: 'admin', password: 'admin' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: 'wrong account or password' });
  });

  it('answers HTTP 400 for an unknown grant type', async () => {
    const response = await requestToken({ grant_type: 'client_credentials' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: 'unsupported grant type' });
  });
});

describe('POST Authorization/connect/token, refresh grant', () => {
  it('rotates the pair: the new one works, the old refresh token is spent', async () => {
    const first = await signInAs('test');
    const response = await refreshWith(first.refresh_token);
    expect(response.status).toBe(200);
    const second = (await response.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await apiGet('Authorization/GetUserInfo', second.access_token)).status).toBe(200);
  });

  it('refuses a reused refresh token and revokes the whole family', async () => {
    const first = await signInAs('test');
    const second = (await (await refreshWith(first.refresh_token)).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const reuse = await refreshWith(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({
      code: 400,
      message: 'refresh token already used; the session has been revoked',
    });
    expect((await apiGet('Authorization/GetUserInfo', second.access_token)).status).toBe(401);
    expect((await refreshWith(second.refresh_token)).status).toBe(400);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refreshWith('not-a-token', 'zh-CN');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: zh('refreshTokenInvalid') });
  });
});

describe('access tokens', () => {
  it('answer HTTP 401 once 5 minutes have passed, and a refresh brings the caller back', async () => {
    let time = Date.now();
    setClock(() => time);
    const tokens = await signInAs('admin');
    time += ACCESS_TOKEN_TTL_MS;
    const expired = await apiGet('Authorization/GetUserInfo', tokens.access_token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ code: 401, message: 'access token expired' });
    const renewed = (await (await refreshWith(tokens.refresh_token)).json()) as { access_token: string };
    expect((await apiGet('Authorization/GetUserInfo', renewed.access_token)).status).toBe(200);
  });

  it('answer HTTP 401 when missing or unknown', async () => {
    const missing = await apiGet('Authorization/GetUserInfo');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'not signed in' });
    expect((await apiGet('Authorization/GetUserInfo', 'forged')).status).toBe(401);
  });
});

describe('GET Authorization/GetUserInfo', () => {
  it.each([
    ['admin', { id: '1', role: 'operator', roleId: '1', permissions: ['*.*.*'] }],
    [
      'test',
      { id: '2', role: 'test', roleId: '2', permissions: ['example:dialog:create', 'example:dialog:delete'] },
    ],
    ['seller', { id: '3', role: 'customer', customerId: 'C001', customerName: 'Northwind Trading' }],
    ['seller2', { id: '4', role: 'customer', customerId: 'C002', customerName: 'Blue Harbor Goods' }],
  ])('answers the user info of %s without the password', async (username, expected) => {
    const { access_token } = await signInAs(username);
    const response = await apiGet('Authorization/GetUserInfo', access_token);
    const body = (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
    expect(body.code).toBe(200);
    expect(body.message).toBe('success');
    expect(body.data).toMatchObject({ ...expected, username, avatar: '' });
    expect(body.data).toHaveProperty('nickname');
    expect(body.data).toHaveProperty('email');
    expect(body.data).not.toHaveProperty('password');
  });
});

describe('GET Authorization/loginOut', () => {
  it('answers true and ends the access and refresh tokens of that sign-in only', async () => {
    const mine = await signInAs('admin');
    const elsewhere = await signInAs('admin');
    const response = await apiGet('Authorization/loginOut', mine.access_token);
    expect(await response.json()).toEqual({ code: 200, message: 'success', data: true });
    expect((await apiGet('Authorization/GetUserInfo', mine.access_token)).status).toBe(401);
    expect((await refreshWith(mine.refresh_token)).status).toBe(400);
    expect((await apiGet('Authorization/GetUserInfo', elsewhere.access_token)).status).toBe(200);
  });
});

describe('GET Authorization/GetVerificationCode', () => {
  it('sends a 6-digit code and shows it in the message for the demo', async () => {
    const response = await apiGet('Authorization/GetVerificationCode?email=Seller%40northwind.example');
    const body = (await response.json()) as { code: number; message: string; data: unknown };
    expect(body.code).toBe(200);
    expect(body.data).toBe(true);
    const code = await pendingVerificationCode('seller@northwind.example');
    expect(code).toMatch(/^\d{6}$/);
    expect(body.message).toBe(`verification code sent (demo: ${code})`);
  });

  it('answers 422 on the email field when it is missing or malformed', async () => {
    const missing = await apiGet('Authorization/GetVerificationCode');
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ code: 422, data: { email: 'email is required' } });
    const malformed = await apiGet('Authorization/GetVerificationCode?email=nope', undefined, 'zh-CN');
    expect(await malformed.json()).toMatchObject({ code: 422, data: { email: zh('emailInvalid') } });
  });
});
