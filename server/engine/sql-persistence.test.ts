import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_SIZE, type Changes } from '../store/changes';
import { memoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { SqlPersistence } from './sql-persistence';

let db: Kysely<Database>;
beforeEach(async () => {
  db = memoryDatabase();
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

const records = (count: number, tag = 'a') => Array.from({ length: count }, (_, i) => ({ id: `R${i}`, tag }));

/** A snapshot as the engine saves it: collections in chunks, a set, a map among the rest, the files apart. */
const snapshotOf = (outbounds: object[]) => ({
  version: 7,
  counters: new Map([['OB20261128', 12]]),
  appliedEffects: new Set(['e1', 'e2']),
  outbounds,
  skus: records(3),
  uploads: [{ id: 'U1', dataUrl: 'data:,x' }],
});

describe('SqlPersistence', () => {
  it('gives back what it saved: lists, sets, maps and the files kept apart', async () => {
    const store = new SqlPersistence(db);
    expect(await store.holdsSnapshot()).toBe(false);
    expect(await store.load()).toBeUndefined();
    const snapshot = snapshotOf(records(CHUNK_SIZE * 2 + 7));
    await store.save(snapshot, 1);
    expect(await store.holdsSnapshot()).toBe(true);
    expect(await store.revision()).toBe(1);
    expect(await store.load()).toEqual(snapshot);
  });

  it('writes only the chunks a save is told of, and drops the chunks of a list that shrank', async () => {
    const store = new SqlPersistence(db);
    const outbounds = records(CHUNK_SIZE * 3);
    await store.save(snapshotOf(outbounds), 1);
    // a change in the second chunk that the save is told of, and one in the first it is not told of
    outbounds[CHUNK_SIZE + 1] = { id: `R${CHUNK_SIZE + 1}`, tag: 'told' };
    outbounds[0] = { id: 'R0', tag: 'untold' };
    const changes: Changes = { all: false, chunks: new Map([['outbounds', new Set([1])]]) };
    await store.save(snapshotOf(outbounds), 2, changes);
    const loaded = (await store.load()) as { outbounds: { tag: string }[] };
    expect(loaded.outbounds[CHUNK_SIZE + 1].tag).toBe('told');
    expect(loaded.outbounds[0].tag).toBe('a');
    // the list shrinks to one chunk (the engine marks the first changed): the two after it are gone
    const shorter = outbounds.slice(0, 10);
    await store.save(snapshotOf(shorter), 3, { all: false, chunks: new Map([['outbounds', new Set([0])]]) });
    expect(((await store.load()) as { outbounds: unknown[] }).outbounds).toHaveLength(10);
    const keys = (await db.selectFrom('engine_state').select('key').execute()).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith('c:outbounds:'))).toEqual(['c:outbounds:00000']);
  });

  it('keeps a snapshot it cannot store in parts whole, and clears all but what was kept aside', async () => {
    const store = new SqlPersistence(db);
    await store.save(['not', 'a', 'snapshot'], 4);
    expect(await store.load()).toEqual(['not', 'a', 'snapshot']);
    await store.keepAside({ old: true });
    await store.clear();
    expect(await store.holdsSnapshot()).toBe(false);
    expect(await store.revision()).toBe(0);
    expect(await store.keptAside()).toEqual({ old: true });
    await store.dropKeptAside();
    expect(await store.keptAside()).toBeUndefined();
  });

  it('writes nothing of a save that fails', async () => {
    const store = new SqlPersistence(db);
    await store.save(snapshotOf(records(5)), 1);
    // a value that cannot be stored fails the save half-way through its writes
    const broken = { ...snapshotOf(records(5, 'b')), meta: Symbol('not data') };
    await expect(store.save(broken, 2)).rejects.toThrow();
    expect(await store.revision()).toBe(1);
    expect(((await store.load()) as { outbounds: { tag: string }[] }).outbounds[0].tag).toBe('a');
  });

  it('takes back whatever a read wrote on the way, and answers what it found', async () => {
    const store = new SqlPersistence(db);
    const home = await store.tableHome();
    const answer = await store.snapshot(async () => {
      await home
        .executor()
        .insertInto('kept_value')
        .values({ kind: 'answer', key: 'dry', at: '2026-01-01T00:00:00.000Z', value: new Uint8Array([1]) })
        .execute();
      const seen = await home
        .executor()
        .selectFrom('kept_value')
        .select('key')
        .where('key', '=', 'dry')
        .execute();
      return seen.length;
    });
    expect(answer).toBe(1);
    expect(await db.selectFrom('kept_value').select('key').where('key', '=', 'dry').execute()).toEqual([]);
    // and a read that fails says so, leaving nothing either
    await expect(
      store.snapshot(async () => {
        await home
          .executor()
          .insertInto('kept_value')
          .values({ kind: 'answer', key: 'dry', at: '2026-01-01T00:00:00.000Z', value: new Uint8Array([1]) })
          .execute();
        throw new Error('the read failed');
      }),
    ).rejects.toThrow('the read failed');
    expect(await db.selectFrom('kept_value').select('key').where('key', '=', 'dry').execute()).toEqual([]);
  });

  it('refuses to keep a value in a read, whose transaction would throw it away; a write keeps it', async () => {
    const store = new SqlPersistence(db);
    const when = { at: '2026-01-01T00:00:00.000Z', dropBefore: '2025-12-01T00:00:00.000Z' };
    await expect(store.snapshot(() => store.keep('import', 'IMP1', { rows: 1 }, when))).rejects.toThrow(
      /a read cannot keep/,
    );
    expect(await store.kept('import', 'IMP1')).toBeUndefined();
    await store.transaction(() => store.keep('import', 'IMP1', { rows: 1 }, when));
    expect(await store.kept('import', 'IMP1')).toEqual({ rows: 1 });
  });
});
