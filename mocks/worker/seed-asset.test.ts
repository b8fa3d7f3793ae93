import { gzipSync } from 'node:zlib';
import * as WaSqlite from '@journeyapps/wa-sqlite';
import SQLiteModule from '@journeyapps/wa-sqlite/dist/wa-sqlite.mjs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../server/api/clock';
import { liveDb, persistBusinessDbIn, resetDemoData, writing } from '../../server/api/db-instance';
import { decode, encode } from '../../server/engine/sql-persistence';
import { ASIDE_KEY, REVISION_KEY } from '../../server/store/persistence';
import { find, findById, update } from '../../server/store/store';
import { memorySqlite } from '../../server/db/database';
import { seedDatabaseIn } from '../../server/seed/seeded-database';
import { seededDayOf } from '../../server/seed/seeded-day';
import { shiftSeededDays } from '../../server/seed/shift-days';
import {
  BrowserPersistence,
  DATABASE_FILE,
  memoryPersistence,
  placeSeedDatabase,
  type DatabaseFolder,
} from './database';
import { seedDatabaseFrom, seedDatabaseToday } from './seed-asset';
import { kyselyOnWaSqlite, replaceDatabase, waSqliteMemoryFile, type WaSqliteConnection } from './wa-sqlite';
import { wasmBinary } from './wa-sqlite.test-support';

const DAY_MS = 86_400_000;
const BUILT_ON = Date.UTC(2026, 10, 22);
const URL = 'http://127.0.0.1/admin/assets/seed-0123456789.sqlite.gz';

/** Whether `bytes` are `expected`'s (67 MB: a deep equality would walk them one by one). */
const same = (bytes: Uint8Array | undefined, expected: Buffer) =>
  bytes !== undefined && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).equals(expected);

/**
 * A folder of files in memory, as OPFS answers the worker; `failWrites` makes a write fall short,
 * `heldOpen` a file another tab's connection holds (its size cannot be read, nor a handle had).
 */
function memoryFolder({ failWrites = false, heldOpen = false } = {}) {
  const files = new Map<string, Uint8Array>();
  const folder: DatabaseFolder = {
    getFileHandle: async (name, { create = false } = {}) => {
      if (!files.has(name)) {
        if (!create) throw new DOMException('no such file', 'NotFoundError');
        files.set(name, new Uint8Array());
      }
      const locked = () =>
        new DOMException('the file is open in another context', 'NoModificationAllowedError');
      return {
        getFile: async () => {
          if (heldOpen) throw locked();
          return { size: files.get(name)?.byteLength ?? 0 };
        },
        createSyncAccessHandle: async () => {
          if (heldOpen) throw locked();
          return {
            truncate: (size: number) =>
              void files.set(name, (files.get(name) ?? new Uint8Array()).slice(0, size)),
            write: (bytes: Uint8Array, { at }: { at: number }) => {
              const kept = failWrites ? bytes.subarray(0, bytes.byteLength >> 1) : bytes;
              const next = new Uint8Array(Math.max(files.get(name)?.byteLength ?? 0, at + kept.byteLength));
              next.set(files.get(name) ?? new Uint8Array());
              next.set(kept, at);
              files.set(name, next);
              return kept.byteLength;
            },
            flush: () => undefined,
            close: () => undefined,
          };
        },
      };
    },
    removeEntry: async (name) => void files.delete(name),
  };
  return { folder, files };
}

/**
 * Renames the demo data's first SKU through a business write of the engine's live db, and reads it
 * back as it is stored; the db and the SKU as it was before.
 */
async function renameASku(nameEn: string) {
  const db = await liveDb();
  const sku = await find(db, 'skus', {});
  if (!sku) throw new Error('the seed has no SKU');
  await writing(
    async (live) => await update(live, 'skus', sku.id, { nameEn }),
    () => true,
  );
  expect((await findById(db, 'skus', sku.id))?.nameEn).toBe(nameEn);
  return { db, sku };
}

describe("the worker's demo data, the build's seeded database", () => {
  let database: Buffer;
  let gzipped: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    database = await seedDatabaseIn(memorySqlite(), { day: BUILT_ON, pageSize: 65_536 });
    gzipped = new Uint8Array(gzipSync(database));
  }, 120_000);

  afterEach(() => {
    vi.restoreAllMocks();
    setClock();
  });

  const answering = (response: () => Response) =>
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(response()));

  it('is the database a first start of the service makes, saying which day it was seeded for', () => {
    expect(seededDayOf(database)).toBe(BUILT_ON);
    // the page size the browser's file keeps, as the header says it (1 stands for 64 KiB)
    expect(database.readUInt16BE(16)).toBe(1);
    const opened = new SQLite(database, { readonly: true });
    try {
      // every collection in its table, as the service keeps them
      const count = (table: string) =>
        (opened.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
      expect(count('outbound')).toBe(5000);
      expect(count('stock_flow')).toBeGreaterThan(0);
      expect(count('engine_state')).toBeGreaterThan(0);
      expect(opened.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      opened.close();
    }
  });

  it('gunzips the file as a static host sends it, on the day it was seeded for', async () => {
    const fetched = answering(
      () => new Response(gzipped, { headers: { 'Content-Type': 'application/gzip' } }),
    );
    setClock(() => BUILT_ON + 10 * 3_600_000);
    const bytes = await seedDatabaseFrom(URL);
    expect(fetched).toHaveBeenCalledWith(URL);
    expect(same(bytes, database)).toBe(true);
  });

  it('reads it as it comes when the server sent it encoded (the browser decoded it)', async () => {
    answering(() => new Response(new Uint8Array(database), { headers: { 'Content-Encoding': 'gzip' } }));
    setClock(() => BUILT_ON + 23 * 3_600_000);
    expect(same(await seedDatabaseFrom(URL), database)).toBe(true);
  });

  it('moves its days to today’s on another day: the same file with each day so many days on', async () => {
    answering(() => new Response(gzipped));
    setClock(() => BUILT_ON + 12 * DAY_MS + 3_600_000);
    const bytes = await seedDatabaseFrom(URL);
    expect(bytes && seededDayOf(bytes)).toBe(BUILT_ON + 12 * DAY_MS);
    expect(same(bytes, database)).toBe(false);
    // moved back, it is the build's file again, byte for byte (server/seed/shift-days.test.ts says more)
    expect(same(bytes && shiftSeededDays(bytes, BUILT_ON), database)).toBe(true);
  });

  it.each([
    ['when the host does not have it', () => new Response('not found', { status: 404 })],
    ['when the host answers a page instead', () => new Response(gzipSync('<!doctype html><html></html>'))],
  ])('answers nothing, saying so, %s', async (_, response) => {
    answering(response);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setClock(() => BUILT_ON + 3_600_000);
    expect(await seedDatabaseFrom(URL)).toBeUndefined();
    expect(warned).toHaveBeenCalledOnce();
  });

  it('is made in the worker, on wa-sqlite, where the build’s cannot be had: the same rows', async () => {
    answering(() => new Response('not found', { status: 404 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setClock(() => BUILT_ON + DAY_MS + 3_600_000);
    const today = BUILT_ON + DAY_MS;
    const made = await seedDatabaseToday(URL, () => waSqliteMemoryFile({ wasmBinary }));
    expect(made && seededDayOf(made)).toBe(today);
    const ours = new SQLite(Buffer.from(made ?? []), { readonly: true });
    const builds = new SQLite(await seedDatabaseIn(memorySqlite(), { day: today }), { readonly: true });
    try {
      expect(ours.pragma('integrity_check', { simple: true })).toBe('ok');
      const tables = (db: SQLite.Database) =>
        (
          db.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
            name: string;
          }[]
        )
          .map(({ name }) => name)
          .filter((name) => !name.startsWith('kysely_'));
      expect(tables(ours)).toEqual(tables(builds));
      const rows = (db: SQLite.Database, table: string) =>
        db.prepare(`select * from "${table}" order by rowid`).all();
      for (const table of tables(builds)) expect(rows(ours, table), table).toEqual(rows(builds, table));
      expect((rows(ours, 'outbound') as unknown[]).length).toBe(5000);
    } finally {
      ours.close();
      builds.close();
    }
  }, 120_000);

  it('is opened in the worker’s memory as it is, to stand in while the browser’s database cannot be read', async () => {
    // what `BrowserPersistence.scratchCopy` opens: the engine reads it, and refuses every write
    const copy = await waSqliteMemoryFile({ wasmBinary }, new Uint8Array(database));
    try {
      const { n } = await copy.kysely
        .selectFrom('outbound')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(5000);
      expect(seededDayOf(await copy.bytes())).toBe(BUILT_ON);
    } finally {
      await copy.kysely.destroy();
    }
  }, 60_000);

  describe('made the browser’s database file', () => {
    const bytes = () => new Uint8Array(database);

    it('where there is none: written whole', async () => {
      const { folder, files } = memoryFolder();
      expect(await placeSeedDatabase(folder, async () => bytes())).toBe(true);
      expect(same(files.get(DATABASE_FILE), database)).toBe(true);
    });

    it('where an empty one was left, as where there is none', async () => {
      const { folder, files } = memoryFolder();
      files.set(DATABASE_FILE, new Uint8Array());
      expect(await placeSeedDatabase(folder, async () => bytes())).toBe(true);
      expect(files.get(DATABASE_FILE)?.byteLength).toBe(database.byteLength);
    });

    it.each([
      ['a database the browser holds: not even fetched', false],
      ['a file another tab holds open, whose size cannot be read', true],
    ])('never over %s', async (_, heldOpen) => {
      const { folder, files } = memoryFolder({ heldOpen });
      const held = new Uint8Array([1, 2, 3]);
      files.set(DATABASE_FILE, held);
      const seed = vi.fn(async () => bytes());
      expect(await placeSeedDatabase(folder, seed)).toBe(false);
      expect(seed).not.toHaveBeenCalled();
      expect(files.get(DATABASE_FILE)).toBe(held);
    });

    it('not at all when there is no seeded database for today', async () => {
      const { folder, files } = memoryFolder();
      expect(await placeSeedDatabase(folder, async () => undefined)).toBe(false);
      expect(files.has(DATABASE_FILE)).toBe(false);
    });

    it('and a write that falls short leaves no file behind (the demo data is then kept in memory)', async () => {
      const { folder, files } = memoryFolder({ failWrites: true });
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(await placeSeedDatabase(folder, async () => bytes())).toBe(false);
      expect(files.has(DATABASE_FILE)).toBe(false);
      expect(warned).toHaveBeenCalledOnce();
    });
  });

  describe('"reset demo data" in the browser: the seeded database put in place of the changed one', () => {
    /** The browser's database as the worker opens it, on SQLite's own in-memory file here. */
    async function browserDatabase() {
      const module: unknown = await SQLiteModule({ wasmBinary });
      const sqlite3 = WaSqlite.Factory(module);
      const connection: WaSqliteConnection = { module, sqlite3, db: await sqlite3.open_v2(':memory:') };
      return { kysely: kyselyOnWaSqlite(sqlite3, connection.db), connection };
    }

    afterEach(() => persistBusinessDbIn(null));

    it('copies it whole over what was there, keeping the sign-ins, the data kept aside and a later revision', async () => {
      const browser = await browserDatabase();
      const { kysely } = browser;
      // a fresh browser's database, then a visitor's changes on it
      await replaceDatabase(browser.connection, new Uint8Array(database), async () => undefined);
      await kysely.updateTable('outbound').set({ status: 'CANCELLED' }).execute();
      await kysely
        .insertInto('auth_state')
        .values({ name: 'sessions', version: 3, value: '{"a":1}' })
        .execute();
      await kysely
        .insertInto('engine_state')
        .values({ key: ASIDE_KEY, value: encode({ keptAside: true }) })
        .execute();
      await kysely
        .updateTable('engine_state')
        .set({ value: encode(41) })
        .where('key', '=', REVISION_KEY)
        .execute();
      await kysely
        .insertInto('kept_value')
        .values({ kind: 'answer', key: 'k', at: 'now', value: encode(1) })
        .execute();

      const store = new BrowserPersistence(browser, async () => new Uint8Array(database));
      expect(await store.replaceWithDemoData()).toBe(true);

      const seeded = new SQLite(database, { readonly: true });
      try {
        const statuses = (rows: { status: string }[]) => rows.map((row) => row.status);
        expect(
          statuses(await kysely.selectFrom('outbound').select('status').orderBy('id').execute()),
        ).toEqual(
          statuses(seeded.prepare('select status from outbound order by id').all() as { status: string }[]),
        );
        expect(await kysely.selectFrom('kept_value').selectAll().execute()).toEqual([]);
        expect(await kysely.selectFrom('auth_state').selectAll().execute()).toEqual([
          { name: 'sessions', version: 3, value: '{"a":1}' },
        ]);
        const value = async (key: string) =>
          decode(
            (
              await kysely
                .selectFrom('engine_state')
                .select('value')
                .where('key', '=', key)
                .executeTakeFirstOrThrow()
            ).value,
          );
        expect(await value(ASIDE_KEY)).toEqual({ keptAside: true });
        expect(await value(REVISION_KEY)).toBe(42);
        const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(kysely);
        expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
      } finally {
        seeded.close();
      }
    });

    it('leaves the database as it was when the copy cannot be prepared', async () => {
      const browser = await browserDatabase();
      await replaceDatabase(browser.connection, new Uint8Array(database), async () => undefined);
      await browser.kysely.updateTable('outbound').set({ status: 'CANCELLED' }).execute();
      await expect(
        replaceDatabase(browser.connection, new Uint8Array(database), async () => {
          throw new Error('stopped');
        }),
      ).rejects.toThrow('stopped');
      const statuses = await browser.kysely.selectFrom('outbound').select('status').distinct().execute();
      expect(statuses).toEqual([{ status: 'CANCELLED' }]);
    });

    it('is what the engine resets to, reading it as another tab’s change; without a seeded database, the seed as before', async () => {
      setClock(() => BUILT_ON + 3_600_000);
      const browser = await browserDatabase();
      await replaceDatabase(browser.connection, new Uint8Array(database), async () => undefined);
      let seeds: Uint8Array | undefined = new Uint8Array(database);
      const store = new BrowserPersistence(browser, async () => seeds);
      persistBusinessDbIn(store);
      const { db, sku } = await renameASku('changed');
      const before = await store.revision();

      expect(await resetDemoData()).toBe(db);
      expect((await findById(db, 'skus', sku.id))?.nameEn).toBe(sku.nameEn);
      expect(await store.revision()).toBe(before + 1);

      // a browser that cannot make today's seeded database resets by writing the seed's rows
      await renameASku('changed again');
      seeds = undefined;
      await resetDemoData();
      expect((await findById(db, 'skus', sku.id))?.nameEn).toBe(sku.nameEn);
    }, 60_000);
  });

  describe('in a worker without IndexedDB', () => {
    afterEach(() => persistBusinessDbIn(null));

    it('is the store, in the worker’s memory: the demo data answered and a write taken', async () => {
      setClock(() => BUILT_ON + 3_600_000);
      persistBusinessDbIn(memoryPersistence(async () => new Uint8Array(database), { wasmBinary }));
      await renameASku('changed in memory');
    }, 60_000);
  });
});
