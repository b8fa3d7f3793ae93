import { TEST_PASSWORD_KEY } from './test-password-key';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, afterEach, beforeAll, onTestFinished } from 'vitest';
import type { TokenPair } from '@machines/types';
import { RSA_PUBLIC_KEY } from '@/api/rsa-public-key';
import { persistAuthStateIn, resetAuthState } from '../server/areas/access/state';
import { resetOutbox } from '../server/areas/access/outbox';
import { setClock } from '../server/api/clock';
import { setMockDelays } from '../server/api/config';
import { businessFingerprint } from '../server/store/fingerprint';
import { checkInvariants, type Violation } from '../server/store/invariants';
import { liveDb, persistBusinessDbIn } from '../server/api/db-instance';
import { translate, type MessageKey } from '../server/api/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { SqlPersistence } from '../server/engine/sql-persistence';
import type { Persistence } from '../server/store/persistence';
import type { TestStore } from '../server/store/testing';
import { seededSqlite } from '../server/engine/seeded-sqlite.test-support';
import { server } from './node';
import { resetSampleData } from '../server/areas/samples/data/store';

// Test helpers only: imported by *.test.ts, never by the console.

/**
 * The back-end the HTTP tests call: the service at OUTPOST_SERVED_URL when the contract project runs
 * them against it (server/contract.setup.ts), else this process's MSW, which answers any host.
 */
export const TARGET = process.env.OUTPOST_SERVED_URL ?? 'http://localhost';
export const API = `${TARGET}/services/api`;
export const MOCK = `${TARGET}/mock`;

/** Whether the tests call a service of their own rather than this process's back-end. */
export const againstService = (): boolean => process.env.OUTPOST_SERVED_URL !== undefined;

/** The service's test-mode control surface (server/engine/test-control.ts). */
export async function controlService(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${TARGET}/__test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the service's /__test/${path} answered ${response.status}`);
  return response.json();
}

/**
 * The business data's fingerprint (server/store/fingerprint.ts), of this process's back-end or the
 * service's: equal before and after some calls, they changed nothing.
 */
export async function dataFingerprint(): Promise<string> {
  if (!againstService()) return await businessFingerprint(await liveDb());
  return ((await controlService('fingerprint')) as { fingerprint: string }).fingerprint;
}

/**
 * The stock and money invariants' violations (server/store/invariants.ts), in this process's back-end or
 * the service's: none after any call.
 */
export async function dataInvariants(): Promise<Violation[]> {
  if (!againstService()) return await checkInvariants(await liveDb());
  return (await controlService('invariants')) as Violation[];
}

/**
 * The node server for one test file, on a copy of the seeded SQLite database (every collection a
 * table, as the service keeps it: server/engine/seeded-sqlite.test-support.ts): the business data
 * seeded afresh for the file (the component tests share their workers' modules, so a file must not
 * see what the one before it wrote), and a fresh auth state, fresh sample data and the real clock
 * after each test. Against a service, the same resets through its control surface; its business
 * data is the worker's, shared by its files.
 */
export function setupMockServer(): void {
  if (againstService()) {
    afterEach(() => controlService('reset', {}));
    return;
  }
  let database: Kysely<Database> | undefined;
  beforeAll(async () => {
    setMockDelays('none');
    database = await seededSqlite();
    fileStore = new SqlPersistence(database);
    persistBusinessDbIn(fileStore);
    resetSampleData();
    server.listen({ onUnhandledRequest: 'error' });
  }, 120_000);
  afterEach(async () => {
    server.resetHandlers();
    persistAuthStateIn(null);
    await resetAuthState();
    await resetOutbox();
    resetSampleData();
    setClock();
  });
  afterAll(async () => {
    server.close();
    fileStore = null;
    if (!database) return;
    persistBusinessDbIn(null);
    await database.destroy();
  });
}

// the store setupMockServer gave the file's engine
let fileStore: Persistence | null = null;

/**
 * The engine on `store` (a test's own, `TestStore.open()`) for the rest of the test, read afresh as
 * at a start; after the test, the file's store is back and `store` closed. A test restarts the
 * engine on it with `persistBusinessDbIn(store)`.
 */
export function engineOn(store: TestStore): TestStore {
  persistBusinessDbIn(store);
  onTestFinished(async () => {
    persistBusinessDbIn(fileStore);
    await store.close();
  });
  return store;
}

/** What the console's sign-in page does with a password (for the test's services' key, if any). */
export function encrypt(plain: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(process.env[TEST_PASSWORD_KEY] ?? RSA_PUBLIC_KEY);
  const cipherText = encryptor.encrypt(plain);
  if (typeof cipherText !== 'string') throw new Error('encryption failed');
  return cipherText;
}

export function requestToken(fields: Record<string, string>, lang = 'en'): Promise<Response> {
  return fetch(`${API}/Authorization/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': lang },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function signInAs(username: string, password = username): Promise<TokenPair> {
  const response = await requestToken({ grant_type: 'password', username, password: encrypt(password) });
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return (await response.json()) as TokenPair;
}

export function refreshWith(refreshToken: string, lang = 'en'): Promise<Response> {
  return requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken }, lang);
}

export function authHeaders(token: string | undefined, lang = 'en'): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}`, 'Accept-Language': lang } : { 'Accept-Language': lang };
}

export function apiGet(path: string, token?: string, lang = 'en'): Promise<Response> {
  return fetch(`${API}/${path}`, { headers: authHeaders(token, lang) });
}

export function apiPostJson(path: string, body: unknown, token?: string, lang = 'en'): Promise<Response> {
  return fetch(`${API}/${path}`, {
    method: 'POST',
    headers: { ...authHeaders(token, lang), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The answer's envelope (seed §8, business.md §2): what `readJson` reads most answers as. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** The parsed body of an answer, as the test expects it to be shaped. */
export async function readJson<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/**
 * A message of the mock's table in Chinese: tests compare answers with it, so the Chinese text lives
 * in one place (server/api/i18n.ts) and a rewording there does not break them.
 */
export function zh(key: MessageKey, params?: Record<string, string>): string {
  return translate('zh-CN', key, params);
}
