import { describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { passwordRule } from '@/api/rules/account';
import { translate } from '../../api/i18n';
import { decryptPassword } from './crypto';
import { ACTIVATION_TOKEN_TTL_MS } from './one-time-tokens';
import {
  apiGet,
  apiPostJson,
  encrypt,
  readJson,
  requestToken,
  setupMockServer,
  signInAs,
  zh,
  type Envelope,
} from '../../../mocks/testing';

setupMockServer();

interface Registered {
  username: string;
  email: string;
  mail: { to: string; link: string };
}

const NEW_USER = { username: 'newbie_1', email: 'newbie@shop.example', password: 'Parcel2026' };

function register(fields: Partial<typeof NEW_USER> = {}, lang = 'en', acceptTerms: unknown = true) {
  const { username, email, password } = { ...NEW_USER, ...fields };
  return apiPostJson(
    'Authorization/Register',
    { username, email, password: encrypt(password), acceptTerms },
    undefined,
    lang,
  );
}

const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('token') ?? '';

async function registeredToken(fields: Partial<typeof NEW_USER> = {}): Promise<string> {
  const body = await readJson<Envelope<Registered>>(register(fields));
  return tokenOf(body.data.mail.link);
}

const activate = (token: string, lang = 'en') =>
  apiPostJson('Authorization/ActivateAccount', { token }, undefined, lang);

const signIn = (username: string, password: string, lang = 'en') =>
  requestToken({ grant_type: 'password', username, password: encrypt(password) }, lang);

describe('POST Authorization/Register', () => {
  it('creates an inactive account and answers the activation link the demo "sent"', async () => {
    const response = await register();
    expect(response.status).toBe(200);
    const body = await readJson<Envelope<Registered>>(response);
    expect(body.code).toBe(200);
    expect(body.message).toBe('account created; an activation email has been sent to newbie@shop.example');
    expect(body.data).toEqual({
      username: 'newbie_1',
      email: 'newbie@shop.example',
      mail: {
        to: 'newbie@shop.example',
        link: expect.stringMatching(/^#\/active-account\?token=[\w-]{20,}$/),
      },
    });
  });

  it('refuses a taken username, whatever its case, at the field (both languages)', async () => {
    const en = await register({ username: 'Admin' });
    expect(en.status).toBe(422);
    expect(await en.json()).toMatchObject({
      code: 422,
      data: { username: 'this username is already taken' },
    });
    const chinese = await register({ username: 'admin' }, 'zh-CN');
    expect(await chinese.json()).toMatchObject({ data: { username: zh('usernameTaken') } });
  });

  it('refuses a registered email, whatever its case, at the field (both languages)', async () => {
    const en = await register({ email: 'Seller@Northwind.example' });
    expect(en.status).toBe(422);
    expect(await en.json()).toMatchObject({ data: { email: 'this email is already registered' } });
    const chinese = await register({ email: 'seller@northwind.example' }, 'zh-CN');
    expect(await chinese.json()).toMatchObject({ data: { email: zh('emailTaken') } });
  });

  it('refuses a weak password, a malformed username and unaccepted terms with the shared rules', async () => {
    const response = await register({ username: '1abc', password: 'password' }, 'en', false);
    expect(response.status).toBe(422);
    const body = await readJson<Envelope<Record<string, string>>>(response);
    expect(body.data).toEqual({
      username: 'username must start with a letter and use only letters, digits and underscores',
      password: 'password must contain both letters and digits',
      acceptTerms: 'please accept the terms of service',
    });
    const short = await register({ password: 'abc123' }, 'zh-CN');
    expect(await short.json()).toMatchObject({ data: { password: zh('passwordTooShort') } });
  });

  it('judges a password that was not encrypted by what it stands for, never saying it does not decrypt', async () => {
    const response = await apiPostJson('Authorization/Register', {
      ...NEW_USER,
      password: 'not a cipher text',
      acceptTerms: true,
    });
    const body = (await response.json()) as { data: Record<string, string> | null };
    expect(JSON.stringify(body)).not.toMatch(/decrypt/);
    // the answer is the password rule's on the stand-in, as for any password that decrypts
    const problem = passwordRule(decryptPassword('not a cipher text'));
    expect(body.data?.password ?? null).toBe(problem === null ? null : translate('en', problem));
  });
});

describe('POST Authorization/ActivateAccount', () => {
  it('activates the account once; the account then signs in as a visitor with the dashboard only', async () => {
    const token = await registeredToken();
    const response = await activate(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200, data: { username: 'newbie_1' } });

    const tokens = await signInAs('newbie_1', NEW_USER.password);
    const user = await readJson<Envelope<Record<string, unknown>>>(
      apiGet('Authorization/GetUserInfo', tokens.access_token),
    );
    expect(user.data).toMatchObject({ username: 'newbie_1', role: 'visitor', permissions: [] });
    expect(user.data).not.toHaveProperty('active');
    expect(user.data).not.toHaveProperty('password');
    const menus = await readJson<Envelope<Array<{ name: string }>>>(
      apiGet('Permission/GetMenus', tokens.access_token),
    );
    expect(menus.data.map((route) => route.name)).toEqual(['Dashboard']);
  });

  it('answers a used token with "already active" (reason used)', async () => {
    const token = await registeredToken();
    await activate(token);
    const again = await activate(token, 'zh-CN');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 400,
      message: zh('activationUsed'),
      data: { reason: 'used' },
    });
  });

  it('answers an expired token (24 h) with its address, so a new link can be asked for', async () => {
    let time = Date.now();
    setClock(() => time);
    const token = await registeredToken();
    time += ACTIVATION_TOKEN_TTL_MS;
    const response = await activate(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'this activation link has expired',
      data: { reason: 'expired', email: 'newbie@shop.example' },
    });
    expect((await signIn('newbie_1', NEW_USER.password)).status).toBe(400);
  });

  it('answers an unknown token', async () => {
    const response = await activate('no-such-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'this activation link is not valid',
      data: { reason: 'unknown' },
    });
  });
});

describe('POST Authorization/ResendActivation', () => {
  it('sends a new link that works, and retires the old one', async () => {
    const first = await registeredToken();
    const response = await apiPostJson('Authorization/ResendActivation', { email: 'NEWBIE@shop.example' });
    const body = await readJson<Envelope<{ mail: { to: string; link: string } }>>(response);
    expect(body.message).toBe(
      'if the address belongs to an account awaiting activation, a new link has been sent',
    );
    const second = tokenOf(body.data.mail.link);
    expect(second).not.toBe(first);
    expect((await activate(first)).status).toBe(400);
    expect((await activate(second)).status).toBe(200);
  });

  it('answers the same message and sends nothing for an unknown or already active address', async () => {
    for (const email of ['nobody@shop.example', 'admin@outpost.example']) {
      const body = await readJson<Envelope<{ mail: unknown }>>(
        apiPostJson('Authorization/ResendActivation', { email }),
      );
      expect(body).toEqual({
        code: 200,
        message: 'if the address belongs to an account awaiting activation, a new link has been sent',
        data: { mail: null },
      });
    }
  });
});

describe('signing in before and after activation', () => {
  it('refuses an inactive account with HTTP 400 "not activated" in both languages, and only for the right password', async () => {
    const token = await registeredToken();
    const en = await signIn('newbie_1', NEW_USER.password);
    expect(en.status).toBe(400);
    expect(await en.json()).toEqual({
      code: 400,
      message: 'account not activated: open the link in the activation email first',
    });
    const chinese = await signIn('newbie@shop.example', NEW_USER.password, 'zh-CN');
    expect(await chinese.json()).toEqual({ code: 400, message: zh('accountNotActivated') });
    const wrong = await signIn('newbie_1', 'Wrong2026');
    expect(await wrong.json()).toEqual({ code: 400, message: 'wrong account or password' });

    await activate(token);
    expect((await signIn('newbie_1', NEW_USER.password)).status).toBe(200);
  });

  it('still signs in the demo accounts', async () => {
    expect((await signIn('seller', 'seller')).status).toBe(200);
  });
});
