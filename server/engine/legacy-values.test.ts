import { serialize } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { memoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { convertLegacyValues, FORMAT_KEY, isV8Serialized } from './legacy-values';
import { decode, encode, SqlPersistence } from './sql-persistence';

let db: Kysely<Database>;
beforeEach(async () => {
  db = memoryDatabase();
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

describe('values an older service wrote with node:v8', () => {
  it('are told from MessagePack, whose only value beginning with 0xFF is -1', () => {
    expect(isV8Serialized(serialize({ a: 1 }))).toBe(true);
    expect(isV8Serialized(serialize(-1))).toBe(true);
    for (const value of [-1, 0, 'x', { a: new Map([['b', 1]]) }, new Set([1]), [1, 2]])
      expect(isV8Serialized(encode(value))).toBe(false);
  });

  it('are re-encoded once, at start, and read as they were written', async () => {
    const meta = { version: 7, counters: new Map([['OB20261128', 12]]) };
    await db
      .insertInto('engine_state')
      .values([
        { key: 'layout', value: serialize({ chunkSize: 500, counts: { skus: 1 }, sets: [] }) },
        { key: 'meta', value: serialize(meta) },
        { key: 'c:skus:00000', value: serialize([{ id: 'S1' }]) },
        { key: 'revision', value: serialize(3) },
        { key: 'auth:outpost.mock.auth', value: serialize('{"v":1}') },
      ])
      .execute();
    expect(await convertLegacyValues(db)).toBe(5);
    const store = new SqlPersistence(db);
    expect(await store.revision()).toBe(3);
    expect(await store.load()).toMatchObject({ ...meta, skus: [{ id: 'S1' }] });
    const auth = await db
      .selectFrom('engine_state')
      .select('value')
      .where('key', '=', 'auth:outpost.mock.auth')
      .executeTakeFirstOrThrow();
    expect(decode(auth.value)).toBe('{"v":1}');
    // marked done: a later start reads nothing again, and a value written since is left alone
    await store.save({ version: 7, skus: [{ id: 'S2' }] }, 4);
    expect(await convertLegacyValues(db)).toBe(0);
    const format = await db
      .selectFrom('engine_state')
      .select('value')
      .where('key', '=', FORMAT_KEY)
      .executeTakeFirstOrThrow();
    expect(decode(format.value)).toBe('msgpack');
  });

  it('on a fresh database: nothing to convert, and the mark is set', async () => {
    expect(await convertLegacyValues(db)).toBe(0);
    expect(await convertLegacyValues(db)).toBe(0);
  });
});
