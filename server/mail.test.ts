import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypt } from '@mocks/testing';
import { translate } from './api/i18n';
import { SQLITE_FILE } from './db/database';
import { startServed, type Served } from './served.test-support';

// The service with a mail server (SMTP_URL): the messages of the outbox are delivered, their links
// lead to PUBLIC_URL, and a delivered message keeps no link; what cannot be delivered (a phone
// number, a mail server that is down) waits in the outbox, said in the log. A real SMTP server on
// loopback (smtp-server) receives them.

const PUBLIC_URL = 'https://outpost.warehouse.example/admin/';
const FROM = 'outpost@warehouse.example';
const BUYER = 'buyer@shop.example';

const dataDir = mkdtempSync(join(tmpdir(), 'outpost-mail-'));
const received: ParsedMail[] = [];
const waiting: ((mail: ParsedMail) => void)[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        waiting.shift()?.(mail);
        done();
      })
      .catch(done);
  },
});
let served: Served;

/** The next mail the server receives. */
const nextMail = () => new Promise<ParsedMail>((resolve) => waiting.push(resolve));

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  served = await startServed({
    dataDir,
    args: ['--empty'],
    // sign-up open: a registration's activation link is the mail these tests follow
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: `Outpost <${FROM}>`,
      PUBLIC_URL,
      SIGN_UP: 'open',
    },
  });
}, 90_000);

afterAll(async () => {
  await served?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (path: string, body?: unknown) =>
  fetch(`${served.url}/services/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

interface OutboxRow {
  kind: string;
  recipient: string;
  state: string;
  secret: string | null;
  error: string | null;
  text: string;
}

/** The newest row of the outbox to an address, as stored. */
function storedTo(recipient: string): OutboxRow | undefined {
  const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    return db
      .prepare('select * from outbox where recipient = ? order by ordinal desc limit 1')
      .get(recipient) as OutboxRow | undefined;
  } finally {
    db.close();
  }
}

const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('the service with a mail server', () => {
  it('mails the activation link to PUBLIC_URL, answers none, and keeps no link once delivered', async () => {
    const mail = nextMail();
    const response = await call('Authorization/Register', {
      username: 'buyer_1',
      email: BUYER,
      password: encrypt('Parcel2027'),
      acceptTerms: true,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { data: { mail: unknown } };
    expect(answer.data.mail).toBeNull();

    const delivered = await mail;
    expect(delivered.from?.value).toEqual([{ address: FROM, name: 'Outpost' }]);
    expect(delivered.to).toMatchObject({ value: [{ address: BUYER }] });
    expect(delivered.subject).toBe(translate('en', 'outboxActivationSubject'));
    const link = /https:\/\/\S+/.exec(delivered.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}#/active-account?token=`)).toBe(true);
    expect(JSON.stringify(answer)).not.toContain(tokenIn(link));

    await expect.poll(() => storedTo(BUYER)?.state).toBe('sent');
    expect(storedTo(BUYER)).toMatchObject({ kind: 'activation', secret: null, error: null });
    expect(storedTo(BUYER)?.text).not.toContain(tokenIn(link));
    await expect
      .poll(() => served.lines.some((line) => line.msg === 'a message was sent' && line.to === BUYER))
      .toBe(true);

    expect((await call('Authorization/ActivateAccount', { token: tokenIn(link) })).status).toBe(200);
  });

  it('leaves a code for a phone number in the outbox, and says so in the log', async () => {
    const phone = '+1 206 555 0199';
    expect((await call(`Authorization/GetVerificationCode?phone=${encodeURIComponent(phone)}`)).status).toBe(
      200,
    );
    expect(storedTo(phone)).toMatchObject({ kind: 'code', state: 'waiting' });
    expect(storedTo(phone)?.secret).toMatch(/^\d{6}$/);
    await expect
      .poll(() => served.lines.some((line) => line.msg === 'a message waits in the outbox for an operator'))
      .toBe(true);
  });

  it('keeps a message the mail server could not take, with why, and logs a warning', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    expect((await call('Authorization/SendResetLink', { email: BUYER })).status).toBe(200);
    await expect.poll(() => storedTo(BUYER)?.state, { timeout: 30_000 }).toBe('failed');
    const kept = storedTo(BUYER);
    expect(kept?.kind).toBe('reset');
    expect(kept?.secret?.startsWith(`${PUBLIC_URL}#/reset-password?token=`)).toBe(true);
    expect(kept?.error).toBeTruthy();
    await expect
      .poll(() =>
        served.lines.some(
          (line) =>
            line.level === 'warn' && line.msg === 'a message could not be sent: it waits in the outbox',
        ),
      )
      .toBe(true);
    expect(received).toHaveLength(1);
  });
});
