import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { encrypt } from '@mocks/testing';
import { ADDRESS_ATTEMPTS_ALLOWED } from './areas/access/attempts';
import { SQLITE_FILE } from './db/database';
import { startServed, type Served } from './served.test-support';

// A deployment that starts with nothing (`npm run serve -- --empty`) and its first operator, made by
// `npm run create-admin` with the rules the console's forms use.

const dataDir = mkdtempSync(join(tmpdir(), 'outpost-empty-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CREATE_ADMIN = resolve(import.meta.dirname, 'cli/create-admin.ts');

/** Runs create-admin on the test's folder with `password` on standard input: its exit code and output. */
function createAdmin(args: string[], password: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CREATE_ADMIN, ...args, '--password-stdin'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(`${password}\n`);
    child.on('exit', (code) => done({ code, output: output.trim() }));
  });
}

async function signIn(
  served: Served,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${served.url}/services/api/Authorization/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en', ...headers },
    body: new URLSearchParams({ grant_type: 'password', username, password: encrypt(password) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { access_token?: string; message?: string },
  };
}

const total = async (served: Served, token: string, path: string) =>
  (
    (await (
      await fetch(`${served.url}/services/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { total: number } }
  ).data.total;

describe('a deployment started empty', () => {
  it('has no account and says how to make one', async () => {
    const served = await startServed({ dataDir, args: ['--empty'] });
    try {
      expect(served.lines.find((line) => line.level === 'warn')).toMatchObject({
        msg: expect.stringContaining(
          'no account can sign in yet: stop the service and run npm run create-admin',
        ),
      });
      expect((await signIn(served, 'admin', 'admin')).status).toBe(400);
    } finally {
      expect(await served.stop()).toBe(0);
    }
  }, 120_000);

  it('gets its operator from create-admin, by the forms’ rules, once per name', async () => {
    expect(await createAdmin(['--username', 'opslead', '--email', 'ops@warehouse.example'], 'short')).toEqual(
      {
        code: 1,
        output: 'cannot create the operator: password: password must be at least 8 characters',
      },
    );
    expect(await createAdmin(['--username', '9ops', '--email', 'not-an-address'], 'Warehouse2026')).toEqual({
      code: 1,
      output: expect.stringMatching(
        /^cannot create the operator: username: .+; email: invalid email address$/,
      ),
    });
    expect(await createAdmin(['--username', 'opslead'], 'Warehouse2026')).toMatchObject({ code: 2 });
    expect(
      await createAdmin(['--username', 'opslead', '--email', 'ops@warehouse.example'], 'Warehouse2026'),
    ).toEqual({
      code: 0,
      output: 'created operator opslead (ops@warehouse.example): sign in with it at /admin/',
    });
    expect(
      await createAdmin(['--username', 'OPSLEAD', '--email', 'other@warehouse.example'], 'Warehouse2026'),
    ).toEqual({
      code: 1,
      output: 'cannot create the operator: username: already in use',
    });
    // what the database keeps of it: a hash at a served deployment's cost, never the password
    const file = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      const { value } = file.prepare(`select value from auth_state`).get() as { value: string };
      expect(value).not.toContain('Warehouse2026');
      const [account] = (JSON.parse(value) as { accounts: Record<string, unknown>[] }).accounts;
      expect(account).not.toHaveProperty('password');
      expect(account.passwordHash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    } finally {
      file.close();
    }
  }, 120_000);

  it('lets that operator in to an empty warehouse; no demo account, no demo data', async () => {
    const served = await startServed({ dataDir, args: ['--empty'] });
    try {
      // the account is there now; --empty again keeps what the database holds, and says so
      expect(served.lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual([
        '--empty applies to a first start: this database already holds data, which is kept',
      ]);
      expect((await signIn(served, 'admin', 'admin')).status).toBe(400);
      const { status, body } = await signIn(served, 'opslead', 'Warehouse2026');
      expect(status).toBe(200);
      const token = body.access_token ?? '';
      expect(await total(served, token, 'Warehouse/GetList')).toBe(0);
      expect(await total(served, token, 'Outbound/GetList')).toBe(0);
      expect(await total(served, token, 'Sku/GetList')).toBe(0);
    } finally {
      await served.kill();
    }
  }, 120_000);

  it('holds back an address that failed too often, as its proxy names it, and no other', async () => {
    const served = await startServed({ dataDir, args: ['--empty'], env: { TRUST_PROXY: 'true' } });
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': `198.51.100.1, ${address}` });
      // one caller trying many names: each name fails less often than its own limit
      const statuses: number[] = [];
      for (let i = 0; i < ADDRESS_ATTEMPTS_ALLOWED; i += 1)
        statuses.push((await signIn(served, `guess_${i % 5}`, 'Guess2026', from('203.0.113.9'))).status);
      expect(statuses).toEqual([...Array.from({ length: ADDRESS_ATTEMPTS_ALLOWED - 1 }, () => 400), 429]);
      const held = await signIn(served, 'opslead', 'Warehouse2026', from('203.0.113.9'));
      expect(held.status).toBe(429);
      expect(held.body.message).toBe('too many failed attempts: try again in 15 minutes');
      expect((await signIn(served, 'opslead', 'Warehouse2026', from('192.0.2.10'))).status).toBe(200);
    } finally {
      await served.kill();
    }
  }, 120_000);
});
