import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  changeUserPassword,
  getUserInfo,
  getVerificationCode,
  loginOut,
  refreshToken,
  requestToken,
  saveUserInfo,
  uploadAvatar,
} from './authorization';
import { getMenus } from './permission';
import { at, bindFake, setupTestServer } from './client.test-support';
import { cancelAllRequests } from './tracker';

const server = setupTestServer();

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });
const TOKENS = { access_token: 'a2', refresh_token: 'r2', expires_in: 300, token_type: 'Bearer' };

describe('Authorization and Permission calls', () => {
  it('requestToken: urlencoded password grant, no bearer, the OAuth answer as is', async () => {
    bindFake({ token: 'stale' });
    server.use(
      http.post(at('Authorization/connect/token'), async ({ request }) => {
        expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
        expect(request.headers.has('authorization')).toBe(false);
        const form = new URLSearchParams(await request.text());
        expect(Object.fromEntries(form)).toEqual({
          grant_type: 'password',
          username: 'admin',
          password: 'cipher',
        });
        return HttpResponse.json(TOKENS);
      }),
    );
    await expect(requestToken({ username: 'admin', password: 'cipher' })).resolves.toEqual(TOKENS);
  });

  it('requestToken: a wrong password rejects without a toast', async () => {
    const fake = bindFake();
    server.use(
      http.post(at('Authorization/connect/token'), () =>
        HttpResponse.json({ code: 400, message: 'wrong account or password' }, { status: 400 }),
      ),
    );
    await expect(requestToken({ username: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'wrong account or password',
    });
    expect(fake.notifyError).not.toHaveBeenCalled();
  });

  it('refreshToken: refresh grant, never enters the refresh flow, survives cancelAllRequests', async () => {
    const fake = bindFake();
    let answer: 'tokens' | 'unauthorised' = 'tokens';
    server.use(
      http.post(at('Authorization/connect/token'), async ({ request }) => {
        expect(await request.text()).toBe('grant_type=refresh_token&refresh_token=r1');
        return answer === 'tokens' ? HttpResponse.json(TOKENS) : new HttpResponse(null, { status: 401 });
      }),
    );
    const renewing = refreshToken('r1');
    cancelAllRequests();
    await expect(renewing).resolves.toEqual(TOKENS);
    answer = 'unauthorised';
    await expect(refreshToken('r1')).rejects.toMatchObject({ status: 401 });
    expect(fake.requestRefresh).not.toHaveBeenCalled();
    expect(fake.notifyError).not.toHaveBeenCalled();
  });

  it('getUserInfo, loginOut, getMenus: bearer GETs answering data', async () => {
    bindFake({ token: 't1' });
    const bearer = (request: Request) => request.headers.get('authorization') === 'Bearer t1';
    server.use(
      http.get(at('Authorization/GetUserInfo'), ({ request }) =>
        ok(bearer(request) && { username: 'admin' }),
      ),
      http.get(at('Authorization/loginOut'), ({ request }) => ok(bearer(request))),
      http.get(at('Permission/GetMenus'), ({ request }) => ok(bearer(request) && [{ path: '/dashboard' }])),
    );
    await expect(getUserInfo()).resolves.toEqual({ username: 'admin' });
    await expect(loginOut()).resolves.toBe(true);
    await expect(getMenus()).resolves.toEqual([{ path: '/dashboard' }]);
  });

  it('saveUserInfo and changeUserPassword post JSON', async () => {
    bindFake();
    server.use(
      http.post(at('Authorization/SaveUserInfo'), async ({ request }) => ok(await request.json())),
      http.post(at('Authorization/ChangeUserPassword'), async ({ request }) => ok(await request.json())),
    );
    const info = { nickname: 'n', email: 'e@x.io' };
    await expect(saveUserInfo(info)).resolves.toEqual(info);
    await expect(changeUserPassword({ oldPassword: 'o', newPassword: 'n' })).resolves.toEqual({
      oldPassword: 'o',
      newPassword: 'n',
    });
  });

  it('uploadAvatar sends the file as multipart form data', async () => {
    bindFake();
    server.use(
      http.post(at('Authorization/UploadAvatar'), async ({ request }) => {
        const file = (await request.formData()).get('file');
        const sent = file instanceof Blob ? `${file.type}:${await file.text()}` : 'none';
        return ok({ avatar: `Authorization/Avatar?id=${encodeURIComponent(sent)}` });
      }),
    );
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    // the path under the API base the back-end names, made a URL an <img> can fetch
    await expect(uploadAvatar(file)).resolves.toEqual({
      avatar: at(`Authorization/Avatar?id=${encodeURIComponent('image/png:png-bytes')}`),
    });
  });

  it('leaves an avatar that is a whole URL as it is (a data URL kept from before, another host)', async () => {
    bindFake();
    const kept = ['data:image/png;base64,iVBORw==', 'https://cdn.example/me.png', ''];
    for (const avatar of kept) {
      server.use(http.post(at('Authorization/UploadAvatar'), () => ok({ avatar })));
      await expect(uploadAvatar(new File(['x'], 'me.png'))).resolves.toEqual({ avatar });
    }
  });

  it('getVerificationCode sends the email as a query parameter', async () => {
    bindFake();
    server.use(
      http.get(at('Authorization/GetVerificationCode'), ({ request }) =>
        ok(new URL(request.url).searchParams.get('email')),
      ),
    );
    await expect(getVerificationCode('a+b@x.io')).resolves.toBe('a+b@x.io');
  });
});
