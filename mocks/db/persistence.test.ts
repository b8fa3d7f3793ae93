import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, takeChanges, trackChanges } from './changes';
import { markApplied } from './effects/effect';
import { MemoryPersistence } from './persistence';
import { createDb, insert, removeById, update, type Db } from './store';
import { transact, writeField } from './tx';
import type { Sku } from './types/sku';

/** A db with `count` SKUs (only what the store needs of them), watched, and saved whole once. */
async function savedDb(count: number): Promise<{ db: Db; store: MemoryPersistence }> {
  const db = createDb();
  for (let i = 0; i < count; i += 1)
    db.skus.push({ id: `S${String(i).padStart(5, '0')}`, nameEn: `sku ${i}` } as Sku);
  trackChanges(db, true);
  const store = new MemoryPersistence();
  await store.save(db, 1, takeChanges(db));
  return { db, store };
}

const loaded = async (store: MemoryPersistence) => (await store.load()) as Db;

describe('the business data stored in parts', () => {
  it('writes only the chunks a save is told of, and reads the whole back', async () => {
    const { db, store } = await savedDb(CHUNK_SIZE * 2 + 200);
    update(db, 'skus', db.skus[CHUNK_SIZE + 5].id, { nameEn: 'changed in the second chunk' });
    const changes = takeChanges(db);
    expect(changes.all).toBe(false);
    expect([...(changes.chunks.get('skus') ?? [])]).toEqual([1]);
    // a change made behind the store's back is not in the chunks a save writes
    db.skus[3].nameEn = 'never told';
    await store.save(db, 2, changes);
    const back = await loaded(store);
    expect(back.skus[CHUNK_SIZE + 5].nameEn).toBe('changed in the second chunk');
    expect(back.skus[3].nameEn).toBe('sku 3');
    expect(back.skus).toHaveLength(db.skus.length);
  });

  it('rewrites the chunks from a removed record on, and drops the last one a shrinking list leaves', async () => {
    const { db, store } = await savedDb(CHUNK_SIZE * 2 + 1);
    removeById(db, 'skus', db.skus[10].id);
    const removal = takeChanges(db);
    expect([...(removal.chunks.get('skus') ?? [])].sort()).toEqual([0, 1, 2]);
    await store.save(db, 2, removal);
    expect((await loaded(store)).skus).toEqual(db.skus);
    removeById(db, 'skus', db.skus[CHUNK_SIZE * 2 - 1].id);
    insert(db, 'skus', { id: 'NEW', nameEn: 'added' } as Sku);
    await store.save(db, 3, takeChanges(db));
    expect((await loaded(store)).skus.map((s) => s.id)).toEqual(db.skus.map((s) => s.id));
    removeById(db, 'skus', 'NEW');
    await store.save(db, 4, takeChanges(db));
    expect((await loaded(store)).skus).toEqual(db.skus);
  });

  it('keeps the applied effects as a set, in their order, and what a rolled-back write undid', async () => {
    const { db, store } = await savedDb(3);
    markApplied(db, 'first');
    expect(() =>
      transact(db, () => {
        markApplied(db, 'undone');
        update(db, 'skus', db.skus[0].id, { nameEn: 'undone' });
        throw new Error('refused');
      }),
    ).toThrow('refused');
    markApplied(db, 'second');
    await store.save(db, 2, takeChanges(db));
    const back = await loaded(store);
    expect([...back.appliedEffects]).toEqual(['first', 'second']);
    expect(back.skus[0].nameEn).toBe('sku 0');
  });

  it('saves everything next when a field is written on something that is not a record of the db', async () => {
    const { db } = await savedDb(3);
    update(db, 'skus', db.skus[1].id, { nameEn: 'a record of the db' });
    expect(takeChanges(db).all).toBe(false);
    // a copy of a record under its id is not the record: the store cannot say which chunk changed
    writeField(db, { ...db.skus[1] }, 'nameEn', 'a copy');
    expect(takeChanges(db).all).toBe(true);
  });

  it('keeps what is not a snapshot as it was written, for the reader to set aside', async () => {
    const store = new MemoryPersistence();
    await store.save('garbage' as unknown as object);
    expect(await store.load()).toBe('garbage');
    await store.save({ ...createDb(), skus: 'not a list' });
    expect(await store.load()).toMatchObject({ skus: 'not a list' });
    expect(await store.holdsSnapshot()).toBe(true);
  });
});
