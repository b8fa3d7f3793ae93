import { describe, expect, it } from 'vitest';
import type { ListResult } from '@/api/business/types/api';
import type { OutboxMessage } from '@/api/outbox-types';
import {
  againstService,
  apiGet,
  apiPostJson,
  encrypt,
  readJson,
  requestToken,
  setupMockServer,
  signInAs,
  TARGET,
  zh,
  type Envelope,
} from '../../../mocks/testing';
import { translate } from '../../api/i18n';
import { EVEN_ANSWER_MS } from './routes-fields';

// Runs in every home (vite.config.ts CONTRACT_FILES): the embedded demo answers its links and codes,
// marked as its mailbox; the service answers none, and the outbox holds them for an operator.
setupMockServer();

type Mail = { to: string; link: string } | null;

const SELLER_EMAIL = 'seller@northwind.example';
const NEW_PASSWORD = 'Parcel2027';

const bearer = async (username: string) => (await signInAs(username)).access_token;

/** The outbox as the operator's page asks for it. */
async function outbox(query = '', lang = 'en') {
  const response = await apiGet(`Outbox/GetList?${query}`, await bearer('admin'), lang);
  expect(response.status).toBe(200);
  return (await readJson<Envelope<ListResult<OutboxMessage>>>(response)).data;
}

/** The newest message to an address. */
async function lastSentTo(address: string): Promise<OutboxMessage> {
  const { list } = await outbox(`keyword=${encodeURIComponent(address)}&pageSize=1`);
  expect(list).toHaveLength(1);
  return list[0];
}

const tokenIn = (link: string) => new URLSearchParams(link.split('?')[1]).get('token') ?? '';

/** What a link in a message looks like: whole on the service (where the console is), the console's path in the demo. */
const linkStart = (path: string) => (againstService() ? `${TARGET}/admin/${path}` : path);

const signIn = (username: string, password: string) =>
  requestToken({ grant_type: 'password', username, password: encrypt(password) });

describe('the outbox: links and codes go there, not into the answers of the service', () => {
  it('holds the reset link, in the caller’s language; its link sets a new password', async () => {
    const response = await apiPostJson(
      'Authorization/SendResetLink',
      { email: SELLER_EMAIL },
      undefined,
      'zh-CN',
    );
    expect(response.status).toBe(200);
    const answer = await readJson<Envelope<{ mail: Mail }>>(response);
    expect(answer.message).toBe(zh('resetLinkSent'));

    const sent = await lastSentTo(SELLER_EMAIL);
    expect(sent).toMatchObject({
      kind: 'reset',
      to: SELLER_EMAIL,
      state: 'waiting',
      settledAt: null,
      error: null,
    });
    expect(sent.subject).toBe(zh('outboxResetSubject'));
    expect(sent.text).toBe(zh('outboxResetText', { secret: '{secret}' }));
    expect(sent.secret?.startsWith(linkStart('#/reset-password?token='))).toBe(true);
    // the demo's answer is its mailbox, the same link; the service's carries none
    if (againstService()) expect(answer.data.mail).toBeNull();
    else expect(answer.data.mail).toEqual({ to: SELLER_EMAIL, link: sent.secret });
    expect(JSON.stringify(answer).includes(tokenIn(sent.secret ?? ''))).toBe(!againstService());

    const reset = await apiPostJson('Authorization/ResetPassword', {
      token: tokenIn(sent.secret ?? ''),
      newPassword: encrypt(NEW_PASSWORD),
    });
    expect(reset.status).toBe(200);
    expect((await signIn('seller', NEW_PASSWORD)).status).toBe(200);
  });

  it('holds a verification code; the service’s answer names none, and the code resets the password', async () => {
    const response = await apiGet(
      `Authorization/GetVerificationCode?email=${SELLER_EMAIL}`,
      undefined,
      'zh-CN',
    );
    expect(response.status).toBe(200);
    const { message } = await readJson<Envelope>(response);
    const sent = await lastSentTo(SELLER_EMAIL);
    expect(sent).toMatchObject({ kind: 'code', state: 'waiting', subject: zh('outboxCodeSubject') });
    const code = sent.secret ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message).toBe(
      againstService() ? zh('verificationCodeSentServed') : zh('verificationCodeSent', { code }),
    );

    const reset = await apiPostJson('Authorization/ForgetPassword', {
      email: SELLER_EMAIL,
      code,
      newPassword: encrypt(NEW_PASSWORD),
    });
    expect(reset.status).toBe(200);
    expect((await signIn('seller', NEW_PASSWORD)).status).toBe(200);
  });

  it('holds a code for a phone number, in English when asked in English', async () => {
    const phone = '+1 206 555 0142';
    const response = await apiGet(`Authorization/GetVerificationCode?phone=${encodeURIComponent(phone)}`);
    expect(response.status).toBe(200);
    const sent = await lastSentTo(phone);
    expect(sent).toMatchObject({ kind: 'code', to: phone, subject: translate('en', 'outboxCodeSubject') });
    expect((await readJson<Envelope>(response)).message.includes(sent.secret ?? '?')).toBe(!againstService());
  });

  it('holds the activation link of a registration; the link activates the account', async () => {
    const email = 'newcomer@shop.example';
    const response = await apiPostJson('Authorization/Register', {
      username: 'newcomer_1',
      email,
      password: encrypt(NEW_PASSWORD),
      acceptTerms: true,
    });
    expect(response.status).toBe(200);
    const answer = await readJson<Envelope<{ mail: Mail }>>(response);
    const sent = await lastSentTo(email);
    expect(sent).toMatchObject({ kind: 'activation', to: email, state: 'waiting' });
    expect(sent.secret?.startsWith(linkStart('#/active-account?token='))).toBe(true);
    expect(answer.data.mail).toEqual(againstService() ? null : { to: email, link: sent.secret });

    expect((await signIn('newcomer_1', NEW_PASSWORD)).status).not.toBe(200);
    const activated = await apiPostJson('Authorization/ActivateAccount', {
      token: tokenIn(sent.secret ?? ''),
    });
    expect(activated.status).toBe(200);
    expect((await signIn('newcomer_1', NEW_PASSWORD)).status).toBe(200);
  });

  it('sends nothing to an address no account has, and answers as for one that has', async () => {
    const known = await readJson<Envelope>(
      apiPostJson('Authorization/SendResetLink', { email: SELLER_EMAIL }),
    );
    const unknown = await readJson<Envelope<{ mail: Mail }>>(
      apiPostJson('Authorization/SendResetLink', { email: 'nobody@nowhere.example' }),
    );
    expect(unknown.message).toBe(known.message);
    expect(unknown.data.mail).toBeNull();
    expect((await outbox('keyword=nowhere.example')).total).toBe(0);
  });

  it('takes as long for an address no account has as for one that has, on the service', async () => {
    if (!againstService()) return;
    // the work differs (a token and a message written, or nothing): each answer waits to a floor
    // well above it, so that timing it tells a stranger nothing
    const timed = async (call: string, email: string) => {
      const started = performance.now();
      expect((await apiPostJson(call, { email })).status).toBe(200);
      return performance.now() - started;
    };
    for (const call of ['Authorization/SendResetLink', 'Authorization/ResendActivation']) {
      expect(await timed(call, SELLER_EMAIL)).toBeGreaterThanOrEqual(EVEN_ANSWER_MS);
      expect(await timed(call, 'nobody@nowhere.example')).toBeGreaterThanOrEqual(EVEN_ANSWER_MS);
    }
  });
});

describe('GET Outbox/GetList and POST Outbox/PassOn', () => {
  it('answer a signed-in operator alone', async () => {
    expect((await apiGet('Outbox/GetList')).status).toBe(401);
    expect((await apiGet('Outbox/GetList', await bearer('seller'))).status).toBe(403);
    expect((await apiPostJson('Outbox/PassOn', { id: 'x' }, await bearer('seller'))).status).toBe(403);
    expect((await apiPostJson('Outbox/PassOn', { id: 'x' })).status).toBe(401);
  });

  it('list the newest first, counted by state, filtered by state and by part of the address', async () => {
    await apiPostJson('Authorization/SendResetLink', { email: SELLER_EMAIL });
    await apiGet('Authorization/GetVerificationCode?email=seller@blueharbor.example');
    const all = await outbox();
    expect(all.total).toBe(2);
    expect(all.list.map((message) => message.kind)).toEqual(['code', 'reset']);
    expect(all.counts).toEqual({ waiting: 2, sent: 0, failed: 0, passedOn: 0 });
    expect((await outbox('keyword=BLUEHARBOR')).list.map((message) => message.to)).toEqual([
      'seller@blueharbor.example',
    ]);
    // `%` and `_` are letters of the address, not patterns
    expect((await outbox('keyword=%25')).total).toBe(0);
    expect((await outbox('keyword=seller_')).total).toBe(0);
    expect((await outbox('state=passedOn')).list).toEqual([]);
    expect((await outbox('pageSize=1&pageIndex=2')).list.map((message) => message.kind)).toEqual(['reset']);

    const bad = await apiGet('Outbox/GetList?state=lost', await bearer('admin'), 'zh-CN');
    expect(bad.status).toBe(422);
    expect((await readJson<Envelope>(bad)).data).toEqual({ state: zh('outboxStateUnknown') });
  });

  it('pass a message on once: its secret is dropped, and the link still works', async () => {
    await apiPostJson('Authorization/SendResetLink', { email: SELLER_EMAIL });
    const sent = await lastSentTo(SELLER_EMAIL);
    const token = await bearer('admin');
    const passed = await apiPostJson('Outbox/PassOn', { id: sent.id }, token);
    expect(passed.status).toBe(200);
    const record = (await readJson<Envelope<OutboxMessage>>(passed)).data;
    expect(record).toMatchObject({ id: sent.id, state: 'passedOn', secret: null });
    expect(record.settledAt).not.toBeNull();
    expect(await lastSentTo(SELLER_EMAIL)).toEqual(record);
    expect((await outbox('state=passedOn')).counts).toMatchObject({ waiting: 0, passedOn: 1 });

    const again = await apiPostJson('Outbox/PassOn', { id: sent.id }, token, 'zh-CN');
    expect(again.status).toBe(409);
    expect((await readJson<Envelope>(again)).message).toBe(zh('outboxNotPassable'));
    expect((await apiPostJson('Outbox/PassOn', { id: 'no-such-message' }, token)).status).toBe(404);
    const missing = await apiPostJson('Outbox/PassOn', {}, token, 'zh-CN');
    expect(missing.status).toBe(422);
    expect((await readJson<Envelope>(missing)).data).toEqual({ id: zh('idRequired') });

    // what the operator passed on is the person's: the link works
    const reset = await apiPostJson('Authorization/ResetPassword', {
      token: tokenIn(sent.secret ?? ''),
      newPassword: encrypt(NEW_PASSWORD),
    });
    expect(reset.status).toBe(200);
  });
});
