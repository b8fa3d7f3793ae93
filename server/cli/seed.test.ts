import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { encrypt } from '@mocks/testing';
import { SQLITE_FILE } from '../db/database';
import { startServed } from '../served.test-support';

// `npm run seed -- --scale N` as a person runs it: its refusals, a load, and the service started on it.

const dataDir = mkdtempSync(join(tmpdir(), 'outpost-seed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SEED = resolve(import.meta.dirname, 'seed.ts');

/** Runs the seed command on the test's folder: its exit code and output. */
function seed(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SEED, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => done({ code, output: output.trim() }));
  });
}

describe('npm run seed -- --scale N', { timeout: 120_000 }, () => {
  it('says how to call it when the scale is not a whole number from 1 to 1000', async () => {
    for (const args of [
      ['--scale', '0'],
      ['--scale', 'lots'],
      ['--scale', '1001'],
      ['--sacle', '2'],
    ]) {
      const { code, output } = await seed(args);
      expect(code, args.join(' ')).toBe(2);
      expect(output, args.join(' ')).toMatch(/usage: npm run seed -- --scale N/);
    }
  });

  it('loads twice the demo data, the invariants holding; the service starts on it and lists every order', async () => {
    const { code, output } = await seed(['--scale', '2']);
    expect(code, output).toBe(0);
    expect(output).toMatch(/^2× the demo data: 10,000 outbound orders, in [\d.]+ s; invariants: hold$/m);
    const served = await startServed({ dataDir, timeoutMs: 60_000 });
    try {
      const token = (await (
        await fetch(`${served.url}/services/api/Authorization/connect/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'password',
            username: 'admin',
            password: encrypt('admin'),
          }),
        })
      ).json()) as { access_token: string };
      const list = (await (
        await fetch(`${served.url}/services/api/Outbound/GetList?pageSize=10`, {
          headers: { Authorization: `Bearer ${token.access_token}` },
        })
      ).json()) as { data: { total: number } };
      expect(list.data.total).toBe(10_000);
    } finally {
      await served.stop();
    }
  });

  it('refuses a database that already holds data, and changes nothing', async () => {
    const { code, output } = await seed(['--scale', '3']);
    expect(code).toBe(2);
    expect(output).toMatch(/this database already holds data: the seed goes into an empty one/);
    const file = new SQLite(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      expect(file.prepare('select count(*) as n from outbound').get()).toEqual({ n: 10_000 });
    } finally {
      file.close();
    }
  });
});
