import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, describe, expect, it } from 'vitest';
import { RSA_PUBLIC_KEY } from '@/api/rsa-public-key';
import { memoryDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { translate } from './api/i18n';
import { KeyFileError, keyPairFromFile, serviceKeyPair } from './engine/service-key';
import { onCluster, testCluster } from './postgres.test-support';
import { startServed } from './served.test-support';
import { createDatabase } from './db/database';

// Issue #41 §1: a served deployment has its own RSA key pair for the passwords, made on its first
// start and kept in its database (so every process of it uses one), or given as RSA_PRIVATE_KEY_FILE.
// The demo's compiled-in key, whose private half is published, opens nothing there.

const folder = mkdtempSync(join(tmpdir(), 'outpost-key-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const AT = () => '2026-12-02T00:00:00.000Z';

function pem(bits: number, type: 'rsa' | 'ec' = 'rsa'): string {
  const { privateKey } =
    type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: bits })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const withKey = (publicKey: string, plain: string) => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(plain);
  if (cipher === false) throw new Error('encryption failed');
  return cipher;
};

describe('the deployment’s key pair', () => {
  it('is made once and kept in the database; a second start reads the same', async () => {
    const db = memoryDatabase();
    await migrateToLatest(db);
    const first = await serviceKeyPair(db, AT);
    expect(first.source).toBe('made');
    expect(first.privateKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(first.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(first.publicKey).not.toBe(RSA_PUBLIC_KEY);
    const again = await serviceKeyPair(db, AT);
    expect(again).toEqual({ ...first, source: 'database' });
    // what it encrypts for, its private half decrypts (as the sign-in does, with jsencrypt)
    const decryptor = new JSEncrypt();
    decryptor.setPrivateKey(again.privateKey);
    expect(decryptor.decrypt(withKey(first.publicKey, 'Parcel2027'))).toBe('Parcel2027');
    await db.destroy();
  });

  it('is read from RSA_PRIVATE_KEY_FILE, which must hold an RSA key of 2048 bits or more', () => {
    expect(keyPairFromFile(file('good.pem', pem(2048))).source).toBe('file');
    expect(() => keyPairFromFile(join(folder, 'missing.pem'))).toThrow(KeyFileError);
    expect(() => keyPairFromFile(join(folder, 'missing.pem'))).toThrow(/missing\.pem cannot be read/);
    expect(() => keyPairFromFile(file('text.pem', 'hello'))).toThrow(
      /cannot be used: it is not a PEM private key/,
    );
    expect(() => keyPairFromFile(file('small.pem', pem(1024)))).toThrow(/has 1024 bits: at least 2048/);
    expect(() => keyPairFromFile(file('ec.pem', pem(0, 'ec')))).toThrow(/holds a ec key, not RSA/);
  });
});

describe('a service with its own key pair', () => {
  it('serves its public key, signs in with it, refuses the demo’s, and keeps it across a restart', async () => {
    const dataDir = join(folder, 'served');
    const served = await startServed({ dataDir, ownKey: true });
    const keyOf = async (url: string) =>
      (
        (await (await fetch(`${url}/services/api/Authorization/PublicKey`)).json()) as {
          data: { publicKey: string };
        }
      ).data.publicKey;
    const publicKey = await keyOf(served.url);
    expect(publicKey).not.toBe(RSA_PUBLIC_KEY);
    expect(served.lines).toContainEqual(
      expect.objectContaining({ msg: 'password key pair ready', source: 'made' }),
    );

    const signIn = (url: string, cipher: string) =>
      fetch(`${url}/services/api/Authorization/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
        body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: cipher }),
      });
    expect((await signIn(served.url, withKey(publicKey, 'admin'))).status).toBe(200);
    // the demo's key (whose private half is published) is answered as a wrong password
    const demo = await signIn(served.url, withKey(RSA_PUBLIC_KEY, 'admin'));
    expect(demo.status).toBe(400);
    expect(((await demo.json()) as { message: string }).message).toBe(translate('en', 'wrongCredentials'));
    expect(await served.stop()).toBe(0);

    const again = await startServed({ dataDir, ownKey: true });
    expect(await keyOf(again.url)).toBe(publicKey);
    expect(again.lines).toContainEqual(
      expect.objectContaining({ msg: 'password key pair ready', source: 'database' }),
    );
    expect((await signIn(again.url, withKey(publicKey, 'admin'))).status).toBe(200);
    expect(await again.stop()).toBe(0);
  }, 120_000);

  it('is one pair for two processes started at once on one empty PostgreSQL database', async () => {
    const cluster = await testCluster();
    const database = 'outpost_key_pair';
    try {
      await onCluster(cluster.url, `drop database if exists ${database}`, `create database ${database}`);
      const env = { DATABASE_URL: cluster.urlOf(database) };
      const both = await Promise.all(
        ['a', 'b'].map((name) =>
          startServed({ dataDir: join(folder, `pg-${name}`), env, args: ['--empty'], ownKey: true }),
        ),
      );
      const keys = await Promise.all(
        both.map(
          async (one) =>
            (
              (await (await fetch(`${one.url}/services/api/Authorization/PublicKey`)).json()) as {
                data: { publicKey: string };
              }
            ).data.publicKey,
        ),
      );
      expect(keys[0]).not.toBe(RSA_PUBLIC_KEY);
      expect(keys[1]).toBe(keys[0]);
      const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: folder });
      expect(await db.selectFrom('service_secret').select('name').execute()).toEqual([
        { name: 'rsa-private-key' },
      ]);
      await db.destroy();
      await Promise.all(both.map((one) => one.stop()));
    } finally {
      await onCluster(cluster.url, `drop database if exists ${database}`).catch(() => undefined);
      await cluster.stop();
    }
  }, 180_000);

  it('does not start with a key file it cannot use, and says why', async () => {
    await expect(
      startServed({
        dataDir: join(folder, 'bad-key'),
        env: { RSA_PRIVATE_KEY_FILE: file('bad.pem', 'not a key') },
      }),
    ).rejects.toThrow(
      /ended \(2\)[\s\S]*RSA_PRIVATE_KEY_FILE=.*bad\.pem cannot be used: it is not a PEM private key/,
    );
  });
});
