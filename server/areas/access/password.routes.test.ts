import { describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { RESET_TOKEN_TTL_MS } from './one-time-tokens';
import { VERIFICATION_CODE_TTL_MS, pendingVerificationCode } from './verification';
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

const signIn = (username: string, password: string) =>
  requestToken({ grant_type: 'password', username, password: encrypt(password) });

const forget = (
  target: { email: string } | { phone: string },
  code: string,
  newPassword = 'Harbor2026',
  lang = 'en',
) =>
  apiPostJson(
    'Authorization/ForgetPassword',
    { ...target, code, newPassword: encrypt(newPassword) },
    undefined,
    lang,
  );

async function sendCode(query: string): Promise<string> {
  const response = await apiGet(`Authorization/GetVerificationCode?${query}`);
  expect(response.status).toBe(200);
  const address = new URLSearchParams(query).values().next().value ?? '';
  return (await pendingVerificationCode(address)) ?? '';
}

const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('POST Authorization/ForgetPassword, code by email', () => {
  it('sets the new password with the right code; the old one stops working and sessions end', async () => {
    const before = await signInAs('seller');
    const code = await sendCode('email=seller%40northwind.example');
    const response = await forget({ email: 'Seller@Northwind.example' }, code);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      message: 'your password has been changed',
      data: true,
    });
    expect((await signIn('seller', 'Harbor2026')).status).toBe(200);
    expect((await signIn('seller', 'seller')).status).toBe(400);
    expect((await apiGet('Authorization/GetUserInfo', before.access_token)).status).toBe(401);
  });

  it('refuses a wrong code at the code field and keeps the password', async () => {
    const code = await sendCode('email=seller%40northwind.example');
    const response = await forget(
      { email: 'seller@northwind.example' },
      otherThan(code),
      'Harbor2026',
      'zh-CN',
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ data: { code: zh('codeWrong') } });
    expect((await signIn('seller', 'seller')).status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    let time = Date.now();
    setClock(() => time);
    const code = await sendCode('email=seller%40northwind.example');
    time += VERIFICATION_CODE_TTL_MS;
    const response = await forget({ email: 'seller@northwind.example' }, code);
    expect(await response.json()).toMatchObject({
      data: { code: 'the verification code has expired, please request a new one' },
    });
  });

  it('refuses a code used once already', async () => {
    const code = await sendCode('email=seller%40northwind.example');
    expect((await forget({ email: 'seller@northwind.example' }, code)).status).toBe(200);
    const again = await forget({ email: 'seller@northwind.example' }, code, 'Another2026');
    expect(await again.json()).toMatchObject({
      data: { code: 'the verification code is wrong or no longer valid' },
    });
    expect((await signIn('seller', 'Harbor2026')).status).toBe(200);
  });

  it('burns the code on the fifth wrong try: even the right one fails then', async () => {
    const code = await sendCode('email=seller%40northwind.example');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await forget({ email: 'seller@northwind.example' }, otherThan(code));
      expect(await wrong.json()).toMatchObject({
        data: { code: 'the verification code is wrong or no longer valid' },
      });
    }
    const fifth = await forget({ email: 'seller@northwind.example' }, otherThan(code));
    expect(await fifth.json()).toMatchObject({
      data: { code: 'too many wrong tries: the code is no longer valid, please request a new one' },
    });
    expect((await forget({ email: 'seller@northwind.example' }, code)).status).toBe(422);
    expect((await signIn('seller', 'seller')).status).toBe(200);
  });

  it('checks the fields with the shared rules before spending a try', async () => {
    const code = await sendCode('email=seller%40northwind.example');
    const response = await forget({ email: 'seller@' }, '12ab', 'short');
    expect(await response.json()).toMatchObject({
      data: {
        email: 'invalid email address',
        code: 'the verification code has 6 digits',
        newPassword: 'password must be at least 8 characters',
      },
    });
    expect(await pendingVerificationCode('seller@northwind.example')).toBe(code);
  });

  it('says so when no account uses a verified address', async () => {
    const code = await sendCode('email=stranger%40shop.example');
    const response = await forget({ email: 'stranger@shop.example' }, code);
    expect(await response.json()).toMatchObject({ data: { email: 'no account uses this address' } });
  });
});

describe('codes by phone', () => {
  it('GET GetVerificationCode?phone= texts a code, shown in the message for the demo', async () => {
    const response = await apiGet(
      'Authorization/GetVerificationCode?phone=%2B1%20555%200102',
      undefined,
      'zh-CN',
    );
    const body = await readJson<Envelope>(response);
    const code = await pendingVerificationCode('+15550102');
    expect(code).toMatch(/^\d{6}$/);
    expect(body).toEqual({
      code: 200,
      message: zh('verificationCodeSent', { code: String(code) }),
      data: true,
    });
  });

  it('answers 422 at the phone field for a malformed number', async () => {
    const response = await apiGet('Authorization/GetVerificationCode?phone=call-me');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ data: { phone: 'invalid phone number' } });
  });

  it('resets the password of the account with that number, whatever its spacing', async () => {
    const code = await sendCode('phone=%2B1-555-0102');
    expect((await forget({ phone: '+1 555 0102' }, code)).status).toBe(200);
    expect((await signIn('seller', 'Harbor2026')).status).toBe(200);
  });
});

interface MailAnswer {
  mail: { to: string; link: string } | null;
}

const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('token') ?? '';

async function resetToken(email = 'seller@northwind.example'): Promise<string> {
  const body = await readJson<Envelope<MailAnswer>>(apiPostJson('Authorization/SendResetLink', { email }));
  return tokenOf(body.data.mail?.link ?? '');
}

const reset = (token: string, newPassword = 'Harbor2026', lang = 'en') =>
  apiPostJson('Authorization/ResetPassword', { token, newPassword: encrypt(newPassword) }, undefined, lang);

describe('reset links', () => {
  it('SendResetLink answers the demo mail with a link to the reset page', async () => {
    const body = await readJson<Envelope<MailAnswer>>(
      apiPostJson('Authorization/SendResetLink', { email: 'Seller@Northwind.example' }),
    );
    expect(body).toEqual({
      code: 200,
      message: 'if the address is registered, a reset link has been sent',
      data: {
        mail: {
          to: 'seller@northwind.example',
          link: expect.stringMatching(/^#\/reset-password\?token=[\w-]{20,}$/),
        },
      },
    });
  });

  it('answers the same neutral message for an unknown address, with nothing sent', async () => {
    const body = await readJson<Envelope<MailAnswer>>(
      apiPostJson('Authorization/SendResetLink', { email: 'nobody@shop.example' }),
    );
    expect(body).toEqual({
      code: 200,
      message: 'if the address is registered, a reset link has been sent',
      data: { mail: null },
    });
  });

  it('work once: CheckResetToken, then ResetPassword, then "used" for both', async () => {
    const token = await resetToken();
    expect(await readJson<Envelope>(apiGet(`Authorization/CheckResetToken?token=${token}`))).toMatchObject({
      data: true,
    });
    expect((await reset(token)).status).toBe(200);
    expect((await signIn('seller', 'Harbor2026')).status).toBe(200);
    const again = await reset(token, 'Another2026', 'zh-CN');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 400, message: zh('resetLinkUsed'), data: { reason: 'used' } });
    const check = await apiGet(`Authorization/CheckResetToken?token=${token}`);
    expect(await check.json()).toMatchObject({ data: { reason: 'used' } });
  });

  it('expire after an hour', async () => {
    let time = Date.now();
    setClock(() => time);
    const token = await resetToken();
    time += RESET_TOKEN_TTL_MS;
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'this reset link has expired',
      data: { reason: 'expired' },
    });
    expect((await signIn('seller', 'seller')).status).toBe(200);
  });

  it('refuse an unknown token, and a weak password without using the token', async () => {
    expect(await (await reset('no-such-token')).json()).toMatchObject({ data: { reason: 'unknown' } });
    const token = await resetToken();
    const weak = await reset(token, 'onlyletters');
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({
      data: { newPassword: 'password must contain both letters and digits' },
    });
    expect((await reset(token)).status).toBe(200);
  });

  it('only the newest link of an account works', async () => {
    const first = await resetToken();
    const second = await resetToken();
    expect(await (await reset(first)).json()).toMatchObject({ data: { reason: 'unknown' } });
    expect((await reset(second)).status).toBe(200);
  });
});
