import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDatabase } from '../db/database';
import { databaseAnswers } from '../db/health';
import { migrateToLatest } from '../db/migrate';
import type { Engine } from '../engine/answer';
import { createLog } from '../log';
import { clientAddress } from '../api/http';
import { translate } from '../api/i18n';
import { API_PREFIX, createApp } from './app';
import { clientAddressOf } from './client-address';

const lines: string[] = [];
const log = createLog('info', (line) => lines.push(line));
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** An engine that answers `Echo` with its body's size and throws on `Boom`: the app's own behaviour. */
const engine: Engine = {
  async answer(request) {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/Boom')) throw new Error('secret detail at line 12');
    // what node-postgres throws when the server went away under a query
    if (path.endsWith('/Gone'))
      throw new Error('the call failed', {
        cause: Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      });
    // a write the schema refuses, as SQLite refuses it (the counter's key is its primary key)
    if (path.endsWith('/Twice')) {
      await db.insertInto('doc_counter').values({ key: 'OB20261201', value: 1 }).execute();
      await db.insertInto('doc_counter').values({ key: 'OB20261201', value: 2 }).execute();
    }
    // and as node-postgres reports a unique index that refused one
    if (path.endsWith('/Clash'))
      throw Object.assign(new Error('duplicate key value violates unique constraint "outbound_no"'), {
        code: '23505',
        constraint: 'outbound_no',
      });
    if (path.startsWith(`${API_PREFIX}/Mock/`)) return Response.json({ code: 200, data: true });
    if (path.endsWith('/Echo'))
      return Response.json({ code: 200, size: (await request.arrayBuffer()).byteLength });
    if (path.endsWith('/Address')) return Response.json({ code: 200, data: clientAddress(request) });
    return undefined;
  },
  accountOf: (request) => (request.headers.get('Authorization') ? 'seller' : undefined),
};

const db = memoryDatabase();
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  await migrateToLatest(db);
  app = createApp({ healthy: databaseAnswers(db, log), engine, log, maxBodyBytes: 4096 });
});
afterAll(() => db.destroy());

const call = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);

describe('the service app', () => {
  it('says it is healthy while the database answers', async () => {
    const response = await call('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('gives every answer a request id, and logs one line per call with it', async () => {
    lines.length = 0;
    const response = await call(`${API_PREFIX}/Echo`, {
      method: 'POST',
      body: 'abc',
      headers: { Authorization: 'Bearer t' },
    });
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'POST',
        path: `${API_PREFIX}/Echo`,
        status: 200,
        account: 'seller',
        requestId: id,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('keeps a request id a proxy sent', async () => {
    const response = await call('/health', { headers: { 'X-Request-Id': 'from-the-proxy-1' } });
    expect(response.headers.get('X-Request-Id')).toBe('from-the-proxy-1');
  });

  it('answers an error with the request id to quote and no detail; the log has the stack', async () => {
    lines.length = 0;
    const response = await call(`${API_PREFIX}/Boom`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(500);
    const id = response.headers.get('X-Request-Id') ?? '';
    const body = (await response.json()) as { code: number; message: string };
    expect(body).toEqual({
      code: 500,
      message: `something went wrong on the server; please try again (request ${id})`,
      data: null,
    });
    expect(JSON.stringify(body)).not.toContain('secret');
    const [error, request] = logged();
    expect(error).toMatchObject({
      level: 'error',
      msg: 'unhandled error',
      requestId: id,
      error: 'secret detail at line 12',
    });
    expect(String(error.stack)).toContain('app.test.ts');
    expect(request).toMatchObject({ level: 'error', status: 500, requestId: id });
  });

  it('answers 503 with Retry-After when the database went away under a call: it may be sent again as it is', async () => {
    lines.length = 0;
    const response = await call(`${API_PREFIX}/Gone`, { headers: { 'Accept-Language': 'zh-CN' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(await response.json()).toEqual({
      code: 503,
      message: translate('zh-CN', 'serviceUnavailable'),
      data: null,
    });
    expect(logged()[0]).toMatchObject({ level: 'warn', msg: 'the database does not answer' });
  });

  it('answers 409 in words when a constraint of the schema refused a write; the log names the constraint', async () => {
    lines.length = 0;
    const sqlite = await call(`${API_PREFIX}/Twice`, { headers: { 'Accept-Language': 'en' } });
    expect(sqlite.status).toBe(409);
    const id = sqlite.headers.get('X-Request-Id') ?? '';
    expect(await sqlite.json()).toEqual({
      code: 409,
      message: `this could not be saved: it clashes with data already stored, and nothing was changed; please try again, and if it happens again, quote request ${id}`,
      data: null,
    });
    expect(logged()[0]).toMatchObject({
      level: 'error',
      msg: 'a constraint of the database refused a write',
      constraint: expect.stringMatching(/UNIQUE constraint failed: doc_counter\.key/),
      requestId: id,
    });
    lines.length = 0;
    const postgres = await call(`${API_PREFIX}/Clash`, { headers: { 'Accept-Language': 'zh-CN' } });
    expect(postgres.status).toBe(409);
    expect(((await postgres.json()) as { message: string }).message).toBe(
      translate('zh-CN', 'writeRefused', { requestId: postgres.headers.get('X-Request-Id') ?? '' }),
    );
    expect(logged()[0]).toMatchObject({ level: 'error', constraint: 'outbound_no' });
  });

  it('refuses a body over the limit in the caller’s language, before the engine reads it', async () => {
    const response = await call(`${API_PREFIX}/Echo`, { method: 'POST', body: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 413,
      message: translate('zh-CN', 'bodyTooLarge', { megabytes: '0' }),
      data: null,
    });
    const small = await call(`${API_PREFIX}/Echo`, { method: 'POST', body: 'x'.repeat(4000) });
    expect(await small.json()).toEqual({ code: 200, size: 4000 });
  });

  it('answers 404 in words for a call nobody answers', async () => {
    for (const path of [`${API_PREFIX}/Nothing/Here`, '/elsewhere']) {
      const response = await call(path, { headers: { 'Accept-Language': 'en' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: 'there is no such call', data: null });
    }
  });

  it('does not offer the embedded demo’s reset to the seed: a served database is everyone’s', async () => {
    for (const call_ of ['Mock/ResetDemoData', 'Mock/DataKeptAside']) {
      const response = await call(`${API_PREFIX}/${call_}`, {
        method: 'POST',
        headers: { 'Accept-Language': 'en' },
      });
      expect(response.status).toBe(404);
    }
    expect((await call(`${API_PREFIX}/Mock/DataStatus`)).status).toBe(200);
  });

  it('says it is unavailable when the database does not answer', async () => {
    const gone = memoryDatabase();
    await migrateToLatest(gone);
    const sick = createApp({ healthy: databaseAnswers(gone, log), engine, log, maxBodyBytes: 4096 });
    await gone.destroy();
    const response = await sick.request('http://localhost/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    // while this one still answers
    await sql`select 1`.execute(db);
  });
});

describe('the caller’s address', () => {
  const addressed = (trustProxy: boolean) =>
    createApp({
      healthy: databaseAnswers(db, log),
      engine,
      log,
      maxBodyBytes: 4096,
      // as @hono/node-server's connection would say it
      clientAddress: (c) => clientAddressOf(trustProxy)(c) ?? c.req.header('X-Test-Peer') ?? undefined,
    });
  const asked = async (app: ReturnType<typeof createApp>, headers: Record<string, string>) =>
    (
      (await (await app.request(`http://localhost${API_PREFIX}/Address`, { headers })).json()) as {
        data: string | null;
      }
    ).data;

  it('is the app’s to say: what a caller sends under its name is dropped', async () => {
    expect(await asked(addressed(false), { 'X-Test-Peer': '198.51.100.7' })).toBe('198.51.100.7');
    expect(
      await asked(addressed(false), {
        'X-Test-Peer': '198.51.100.7',
        'X-Outpost-Client-Address': '10.0.0.1',
      }),
    ).toBe('198.51.100.7');
    // an app told nothing (the browser's) says nothing, whatever was sent
    expect(await asked(app, { 'X-Outpost-Client-Address': '10.0.0.1' })).toBeNull();
  });

  it('is the proxy’s last word in X-Forwarded-For only when the deployment trusts its proxy', async () => {
    const headers = { 'X-Test-Peer': '10.0.0.2', 'X-Forwarded-For': '203.0.113.5, 192.0.2.44' };
    expect(await asked(addressed(true), headers)).toBe('192.0.2.44');
    expect(await asked(addressed(false), headers)).toBe('10.0.0.2');
  });
});

describe('the headers of the API’s answers', () => {
  const withOptions = (options: { tlsAtProxy?: boolean; corsOrigins?: string[] }) =>
    createApp({ healthy: async () => true, engine, log, maxBodyBytes: 4096, ...options });

  it('say they are data: nothing sniffed, framed, run or kept in a cache; no HSTS over plain HTTP', async () => {
    for (const path of [`${API_PREFIX}/Echo`, '/health', `${API_PREFIX}/Nobody`]) {
      const response = await call(path, path.endsWith('Echo') ? { method: 'POST', body: '{}' } : undefined);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(response.headers.get('Content-Security-Policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
      expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });

  it('add HSTS once TLS ends at the proxy in front', async () => {
    const response = await withOptions({ tlsAtProxy: true }).request('http://localhost/health');
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('let the pages of the origins CORS_ORIGINS names call the API, and no others', async () => {
    const app = withOptions({ corsOrigins: ['https://shop.example.com'] });
    const preflight = (origin: string) =>
      app.request(`http://localhost${API_PREFIX}/Echo`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight('https://shop.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example.com');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
    expect((await preflight('https://evil.example')).headers.get('Access-Control-Allow-Origin')).toBeNull();
    const answer = await app.request(`http://localhost${API_PREFIX}/Echo`, {
      method: 'POST',
      body: '{}',
      headers: { Origin: 'https://shop.example.com' },
    });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example.com');
    expect(answer.headers.get('Access-Control-Expose-Headers')).toMatch(/X-Request-Id/);
  });
});
