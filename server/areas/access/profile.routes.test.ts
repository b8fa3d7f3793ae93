import { describe, expect, it } from 'vitest';
import {
  API,
  apiGet,
  apiPostJson,
  authHeaders,
  encrypt,
  requestToken,
  setupMockServer,
  signInAs,
  zh,
} from '../../../mocks/testing';

setupMockServer();

interface Answer {
  code: number;
  message: string;
  data: Record<string, unknown>;
}

const profile = { nickname: 'Night Shift', email: 'night@outpost.example', phone: '+1 555 0199' };

async function userInfo(token: string): Promise<Record<string, unknown>> {
  return ((await (await apiGet('Authorization/GetUserInfo', token)).json()) as Answer).data;
}

describe('POST Authorization/SaveUserInfo', () => {
  it('saves the profile and GetUserInfo reflects it', async () => {
    const { access_token } = await signInAs('seller');
    const response = await apiPostJson(
      'Authorization/SaveUserInfo',
      { ...profile, nickname: '  Night Shift ' },
      access_token,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.data).toMatchObject({ ...profile, username: 'seller', customerId: 'C001' });
    expect(await userInfo(access_token)).toMatchObject(profile);
  });

  it('accepts an empty phone', async () => {
    const { access_token } = await signInAs('seller');
    const response = await apiPostJson('Authorization/SaveUserInfo', { ...profile, phone: '' }, access_token);
    expect(response.status).toBe(200);
  });

  it.each([
    ['nickname', { nickname: '' }, 'nickname must be 1–32 characters', zh('nicknameLength')],
    ['nickname', { nickname: 'x'.repeat(33) }, 'nickname must be 1–32 characters', zh('nicknameLength')],
    ['email', { email: 'not-an-email' }, 'invalid email address', zh('emailInvalid')],
    ['email', { email: '' }, 'email is required', zh('emailRequired')],
    ['phone', { phone: '12-ab' }, 'invalid phone number', zh('phoneInvalid')],
  ])('answers 422 on %s (%j) in both languages', async (field, change, en, chinese) => {
    const { access_token } = await signInAs('admin');
    const enAnswer = await apiPostJson(
      'Authorization/SaveUserInfo',
      { ...profile, ...change },
      access_token,
      'en',
    );
    expect(enAnswer.status).toBe(422);
    expect(await enAnswer.json()).toEqual({
      code: 422,
      message: 'please check the highlighted fields',
      data: { [field]: en },
    });
    const zhAnswer = await apiPostJson(
      'Authorization/SaveUserInfo',
      { ...profile, ...change },
      access_token,
      'zh-CN',
    );
    expect(((await zhAnswer.json()) as Answer).data).toEqual({ [field]: chinese });
    expect(await userInfo(access_token)).toMatchObject({ nickname: 'Administrator' });
  });

  it('answers 401 without a token', async () => {
    expect((await apiPostJson('Authorization/SaveUserInfo', profile)).status).toBe(401);
  });
});

function changePassword(token: string, oldPassword: string, newPassword: string, lang = 'en') {
  return apiPostJson(
    'Authorization/ChangeUserPassword',
    { oldPassword: encrypt(oldPassword), newPassword: encrypt(newPassword) },
    token,
    lang,
  );
}

describe('POST Authorization/ChangeUserPassword', () => {
  it('changes the password: the old one no longer signs in, the new one does', async () => {
    const { access_token } = await signInAs('test');
    const response = await changePassword(access_token, 'test', 'abc123');
    expect(await response.json()).toEqual({ code: 200, message: 'success', data: true });
    const old = await requestToken({ grant_type: 'password', username: 'test', password: encrypt('test') });
    expect(old.status).toBe(400);
    await expect(signInAs('test', 'abc123')).resolves.toHaveProperty('access_token');
  });

  it('answers 422 on oldPassword when it does not match', async () => {
    const { access_token } = await signInAs('test');
    const response = await changePassword(access_token, 'wrong', 'abc123', 'zh-CN');
    expect(response.status).toBe(422);
    expect(((await response.json()) as Answer).data).toEqual({ oldPassword: zh('oldPasswordWrong') });
  });

  it.each(['ab1', 'abcdefgh', '12345678', `a1${'x'.repeat(31)}`])(
    'answers 422 on newPassword for %s (6–32 characters with letters and digits)',
    async (newPassword) => {
      const { access_token } = await signInAs('test');
      const response = await changePassword(access_token, 'test', newPassword);
      expect(response.status).toBe(422);
      expect(((await response.json()) as Answer).data).toEqual({
        newPassword: 'the new password must be 6–32 characters with letters and digits',
      });
    },
  );

  it('answers 422 on newPassword when it equals the old one', async () => {
    const { access_token } = await signInAs('test');
    await changePassword(access_token, 'test', 'first1');
    const response = await changePassword(access_token, 'first1', 'first1');
    expect(((await response.json()) as Answer).data).toEqual({
      newPassword: 'the new password must differ from the old one',
    });
  });

  it('answers a password sent in plain text as a wrong one, and a new one by its stand-in, never saying neither decrypts', async () => {
    const { access_token } = await signInAs('test');
    const response = await apiPostJson(
      'Authorization/ChangeUserPassword',
      { oldPassword: 'test', newPassword: 'abc123' },
      access_token,
    );
    const data = ((await response.json()) as Answer).data as Record<string, string>;
    // the old one is checked, and one that does not decrypt is as wrong as a wrong one
    expect(data.oldPassword).toBe('the old password is incorrect');
    expect(JSON.stringify(data)).not.toMatch(/decrypt/);
  });
});

/** The `avatar` of an upload's answer. */
const avatarOf = (answer: unknown): string => String((answer as Answer).data.avatar);

function uploadAvatar(token: string, file: File | null, lang = 'en'): Promise<Response> {
  const form = new FormData();
  if (file) form.append('file', file);
  return fetch(`${API}/Authorization/UploadAvatar`, {
    method: 'POST',
    headers: authHeaders(token, lang),
    body: form,
  });
}

describe('POST Authorization/UploadAvatar', () => {
  it('keeps the picture as a file and answers where to fetch it, which an <img> can without a token', async () => {
    const { access_token } = await signInAs('seller2');
    const picture = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const response = await uploadAvatar(access_token, new File([picture], 'me.png', { type: 'image/png' }));
    expect(response.status).toBe(200);
    const avatar = avatarOf(await response.json());
    // a path under the API base, not the picture: the account's user info names the same
    expect(avatar).toMatch(/^Authorization\/Avatar\?id=AV[0-9A-Z]{20,}$/);
    expect(await userInfo(access_token)).toMatchObject({ avatar });
    const served = await fetch(`${API}/${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([...picture]);
  });

  it('stops serving the picture it replaces, not what another account uploaded', async () => {
    const { access_token } = await signInAs('seller2');
    const other = await signInAs('test');
    const png = (last: number) => new File([new Uint8Array([137, 80, 78, 71, last])], 'me.png');
    const upload = async (token: string, file: File) =>
      avatarOf(await (await uploadAvatar(token, file)).json());
    // an account without a business role has a picture too
    const theirs = await upload(other.access_token, png(9));
    const first = await upload(access_token, png(1));
    const second = await upload(access_token, png(2));
    expect(second).not.toBe(first);
    expect((await fetch(`${API}/${first}`)).status).toBe(404);
    const served = await fetch(`${API}/${second}`);
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([137, 80, 78, 71, 2]);
    expect((await fetch(`${API}/${theirs}`)).status).toBe(200);
    expect(await userInfo(other.access_token)).toMatchObject({ avatar: theirs });
  });

  it('serves only pictures by that call: no id, an unknown one or another kind of file is not found', async () => {
    expect((await fetch(`${API}/Authorization/Avatar?id=`)).status).toBe(404);
    const unknown = await fetch(`${API}/Authorization/Avatar?id=AVNOSUCHPICTURE`, {
      headers: { 'Accept-Language': 'zh-CN' },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Answer).message).toBe(zh('notFound'));
    // a damage photo, by its own id
    const { access_token } = await signInAs('seller');
    const form = new FormData();
    form.append('purpose', 'photo');
    form.append('file', new File([new Uint8Array([137, 80, 78, 71, 9])], 'damage.png'));
    const photo = await fetch(`${API}/Rma/Upload`, {
      method: 'POST',
      headers: authHeaders(access_token),
      body: form,
    });
    const { id } = ((await photo.json()) as { data: { id: string } }).data;
    expect(id).toMatch(/^UP/);
    expect((await fetch(`${API}/Authorization/Avatar?id=${id}`)).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([137, 80, 78, 71])], 'me.png'));
    const response = await fetch(`${API}/Authorization/UploadAvatar`, { method: 'POST', body: form });
    expect(response.status).toBe(401);
  });

  it('types the picture by its bytes: a page sent as a PNG is refused, a PNG sent as text is a PNG', async () => {
    const { access_token } = await signInAs('seller2');
    const page = new File(['<svg onload="alert(1)"/>'], 'me.png', { type: 'image/png' });
    const refused = await uploadAvatar(access_token, page, 'zh-CN');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Answer).data).toEqual({ file: zh('fileType') });
    const png = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'me.txt', { type: 'text/plain' });
    const served = await fetch(`${API}/${avatarOf(await (await uploadAvatar(access_token, png)).json())}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
  });

  it('answers 422 on file for a type other than png, jpeg or webp', async () => {
    const { access_token } = await signInAs('seller2');
    const response = await uploadAvatar(
      access_token,
      new File(['GIF89a'], 'me.gif', { type: 'image/gif' }),
      'zh-CN',
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as Answer).data).toEqual({ file: zh('fileType') });
  });

  it('accepts exactly 2 MB and answers 422 above it', async () => {
    const { access_token } = await signInAs('seller2');
    const limit = 2 * 1024 * 1024;
    // a WebP's signature: RIFF, its size, WEBP
    const webp = new Uint8Array(limit);
    webp.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    const atLimit = await uploadAvatar(access_token, new File([webp], 'a.webp', { type: 'image/webp' }));
    expect(atLimit.status).toBe(200);
    const over = await uploadAvatar(
      access_token,
      new File([new Uint8Array(limit + 1)], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect(over.status).toBe(422);
    expect(((await over.json()) as Answer).data).toEqual({ file: 'the file must not exceed 2 MB' });
  });

  it('answers 422 on file when none is sent', async () => {
    const { access_token } = await signInAs('seller2');
    const response = await uploadAvatar(access_token, null);
    expect(((await response.json()) as Answer).data).toEqual({ file: 'please choose a file' });
  });
});
