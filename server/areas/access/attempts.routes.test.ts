import { beforeEach, describe, expect, it } from 'vitest';
import { now, setClock } from '../../api/clock';
import { ATTEMPTS_ALLOWED, HOLD_MS } from './attempts';
import {
  apiGet,
  apiPostJson,
  encrypt,
  requestToken,
  setupMockServer,
  signInAs,
  zh,
} from '../../../mocks/testing';

setupMockServer();

let time = Date.UTC(2026, 10, 28, 9);
// setupMockServer puts the real clock back after each test
beforeEach(() => {
  time = Date.UTC(2026, 10, 28, 9);
  setClock(() => time);
});

const signIn = (username: string, password: string, lang = 'en') =>
  requestToken({ grant_type: 'password', username, password: encrypt(password) }, lang);

async function failTimes(username: string, times: number): Promise<Response[]> {
  const answers: Response[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await signIn(username, 'Wrong2026'));
  return answers;
}

describe('failed sign-ins', () => {
  it(`hold an account back for 15 minutes at the ${ATTEMPTS_ALLOWED}th, the right password included`, async () => {
    const answers = await failTimes('seller', ATTEMPTS_ALLOWED);
    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(
      Array.from({ length: ATTEMPTS_ALLOWED - 1 }, () => 400),
    );
    const last = answers.at(-1) as Response;
    expect(last.status).toBe(429);
    expect(last.headers.get('Retry-After')).toBe(String(HOLD_MS / 1000));
    expect(await last.json()).toEqual({
      code: 429,
      message: 'too many failed attempts: try again in 15 minutes',
    });
    time += 5 * 60 * 1000;
    const held = await signIn('seller', 'seller', 'zh-CN');
    expect(held.status).toBe(429);
    expect(((await held.json()) as { message: string }).message).toBe(
      zh('tooManyAttempts', { minutes: '10' }),
    );
    // another account signs in meanwhile
    expect((await signIn('admin', 'admin')).status).toBe(200);
    time += 10 * 60 * 1000;
    expect((await signIn('seller', 'seller')).status).toBe(200);
  });

  it('hold back an account that does not exist the same, so a hold tells nothing', async () => {
    const answers = await failTimes('nobody_here', ATTEMPTS_ALLOWED);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: ATTEMPTS_ALLOWED - 1 }, () => 400),
      429,
    ]);
  });

  it('are forgotten when the account signs in, and count by the account, not by the name it is given', async () => {
    await failTimes('seller', ATTEMPTS_ALLOWED - 1);
    // its address is the same account: its last try before the hold
    expect((await signIn('seller@northwind.example', 'Wrong2026')).status).toBe(429);
    time += HOLD_MS;
    await failTimes('seller', ATTEMPTS_ALLOWED - 1);
    expect((await signIn('Seller@Northwind.example', 'seller')).status).toBe(200);
    const again = await failTimes('seller', ATTEMPTS_ALLOWED - 1);
    expect(again.map((answer) => answer.status)).toEqual(
      Array.from({ length: ATTEMPTS_ALLOWED - 1 }, () => 400),
    );
  });

  it('count within 15 minutes: tries further apart never hold an account back', async () => {
    for (let i = 0; i < ATTEMPTS_ALLOWED * 2; i += 1) {
      expect((await signIn('seller', 'Wrong2026')).status).toBe(400);
      time += 4 * 60 * 1000;
    }
    expect((await signIn('seller', 'seller')).status).toBe(200);
  });

  it('on the lock screen count against the account too', async () => {
    const { access_token } = await signInAs('seller');
    const verify = (password: string) =>
      apiPostJson('Authorization/VerifyPassword', { password: encrypt(password) }, access_token);
    for (let i = 0; i < ATTEMPTS_ALLOWED - 1; i += 1) expect((await verify('Wrong2026')).status).toBe(422);
    const last = await verify('Wrong2026');
    expect(last.status).toBe(422);
    expect(await last.json()).toMatchObject({
      data: { password: 'too many failed attempts: try again in 15 minutes' },
    });
    expect((await verify('seller')).status).toBe(422);
    expect((await signIn('seller', 'seller')).status).toBe(429);
    time += HOLD_MS;
    // the access token has expired by then (5 minutes): a new sign-in, whose lock screen takes it
    const again = await signInAs('seller');
    const verified = await apiPostJson(
      'Authorization/VerifyPassword',
      { password: encrypt('seller') },
      again.access_token,
    );
    expect(verified.status).toBe(200);
  });
});

describe('messages a visitor can have sent', () => {
  it(`are ${ATTEMPTS_ALLOWED} codes to an address per 15 minutes`, async () => {
    const ask = () => apiGet('Authorization/GetVerificationCode?email=seller%40northwind.example');
    for (let i = 0; i < ATTEMPTS_ALLOWED; i += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(HOLD_MS / 1000));
    // another address is not held back
    expect((await apiGet('Authorization/GetVerificationCode?email=admin%40outpost.example')).status).toBe(
      200,
    );
    time += HOLD_MS;
    expect((await ask()).status).toBe(200);
    expect(now()).toBe(time);
  });
});
