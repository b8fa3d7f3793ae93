import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE, takeChanges, trackChanges } from './changes';
import { markApplied } from './effect';
import { SqlPersistence } from '../engine/sql-persistence';
import { waSqliteInMemory } from '../../mocks/worker/wa-sqlite.test-support';
import { IndexedDbPersistence, openedOnUse, type Persistence } from './persistence';
import { COLLECTION_NAMES, createDb, insert, removeById, update, type Db } from './store';
import { transact, writeField } from './tx';
import type { Sku } from './types/sku';

// The browser's store runs on fake-indexeddb here (a fresh factory per store: nothing shared); its
// key ranges are the global the store uses.
beforeAll(() => {
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const STORES: [string, () => Persistence][] = [
  [
    'in IndexedDB (as builds before the browser’s SQLite kept it)',
    () => new IndexedDbPersistence(new IDBFactory(), undefined),
  ],
  [
    'in SQLite compiled to WebAssembly (the browser’s database)',
    () => openedOnUse(async () => new SqlPersistence(await waSqliteInMemory())),
  ],
];

const skusOf = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => ({ id: `S${String(i).padStart(5, '0')}`, nameEn: `sku ${i}` }) as Sku,
  );

const loaded = async (store: Persistence) => (await store.load()) as Db;

describe.each(STORES)('the business data stored in parts, %s', (_, storeOf) => {
  /** A db with `count` SKUs (only what the store needs of them), watched, and saved whole once. */
  async function savedDb(count: number): Promise<{ db: Db; store: Persistence }> {
    const db = createDb();
    db.skus.push(...skusOf(count));
    trackChanges(db, true);
    const store = storeOf();
    await store.save(db, 1, takeChanges(db));
    return { db, store };
  }

  it('writes only the chunks a save is told of, and reads the whole back', async () => {
    const { db, store } = await savedDb(CHUNK_SIZE * 2 + 200);
    await update(db, 'skus', db.skus[CHUNK_SIZE + 5].id, { nameEn: 'changed in the second chunk' });
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
    await removeById(db, 'skus', db.skus[10].id);
    const removal = takeChanges(db);
    expect([...(removal.chunks.get('skus') ?? [])].sort()).toEqual([0, 1, 2]);
    await store.save(db, 2, removal);
    expect((await loaded(store)).skus).toEqual(db.skus);
    await removeById(db, 'skus', db.skus[CHUNK_SIZE * 2 - 1].id);
    await insert(db, 'skus', { id: 'NEW', nameEn: 'added' } as Sku);
    await store.save(db, 3, takeChanges(db));
    expect((await loaded(store)).skus.map((s) => s.id)).toEqual(db.skus.map((s) => s.id));
    await removeById(db, 'skus', 'NEW');
    await store.save(db, 4, takeChanges(db));
    expect((await loaded(store)).skus).toEqual(db.skus);
  });

  it('keeps the applied effects as a set, in their order, and what a rolled-back write undid', async () => {
    const { db, store } = await savedDb(3);
    await markApplied(db, 'first');
    await expect(
      transact(db, async () => {
        await markApplied(db, 'undone');
        await update(db, 'skus', db.skus[0].id, { nameEn: 'undone' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await markApplied(db, 'second');
    await store.save(db, 2, takeChanges(db));
    const back = await loaded(store);
    expect([...back.appliedEffects]).toEqual(['first', 'second']);
    expect(back.skus[0].nameEn).toBe('sku 0');
  });

  it('saves everything next when a field is written on something that is not a record of the db', async () => {
    const { db } = await savedDb(3);
    await update(db, 'skus', db.skus[1].id, { nameEn: 'a record of the db' });
    expect(takeChanges(db).all).toBe(false);
    // a copy of a record under its id is not the record: the store cannot say which chunk changed
    writeField(db, { ...db.skus[1] }, 'nameEn', 'a copy');
    expect(takeChanges(db).all).toBe(true);
  });

  it('keeps each uploaded file its own part: a save writes the files it names and drops the removed ones', async () => {
    const { db, store } = await savedDb(3);
    const named = (...ids: string[]) => ({
      ...takeChanges(db),
      records: new Map([['uploads', new Set(ids)]]),
    });
    const u1 = { id: 'U1', dataUrl: 'data:application/pdf;base64,JVBERi0=' };
    const u2 = { id: 'U2', dataUrl: 'data:image/png;base64,iVBORw0=' };
    await store.save({ ...db, uploads: [u1] }, 2, named('U1'));
    expect(await store.load()).toMatchObject({ uploads: [u1] });
    // a file added and one changed, only the added one named: the other stays as stored
    await update(db, 'skus', db.skus[1].id, { nameEn: 'changed' });
    await store.save({ ...db, uploads: [{ ...u1, docId: 'R1' }, u2] }, 3, named('U2'));
    expect(await store.load()).toMatchObject({ uploads: [u1, u2], skus: [{}, { nameEn: 'changed' }, {}] });
    await store.save({ ...db, uploads: [{ ...u1, docId: 'R1' }, u2] }, 4, named('U1'));
    expect(await store.load()).toMatchObject({ uploads: [{ ...u1, docId: 'R1' }, u2] });
    // a file no longer in the list is dropped, and the others keep their order
    await store.save({ ...db, uploads: [u2] }, 5, named());
    expect(((await store.load()) as { uploads: unknown[] }).uploads).toEqual([u2]);
    // a whole save writes them all
    await store.save({ ...db, uploads: [u1, u2] }, 6);
    expect(await store.load()).toMatchObject({ uploads: [u1, u2] });
    // a snapshot without files (a db whose files are its table's rows) leaves none behind
    const { uploads: _inTheirTable, ...withoutFiles } = db;
    await store.save(withoutFiles, 7, takeChanges(db));
    expect(await store.load()).not.toHaveProperty('uploads');
    expect(await store.revision()).toBe(7);
  });

  it('keeps what is not a snapshot as it was written, for the reader to set aside', async () => {
    const store = storeOf();
    await store.save('garbage' as unknown as object);
    expect(await store.load()).toBe('garbage');
    await store.save({ ...createDb(), skus: 'not a list' });
    expect(await store.load()).toMatchObject({ skus: 'not a list' });
    expect(await store.holdsSnapshot()).toBe(true);
  });
});

describe.each(STORES)('the values kept beside the data, %s', (_, storeOf) => {
  const when = (at: string, dropBefore: string, replace = false) => ({ at, dropBefore, replace });

  it('gives back a value as kept, drops those of its kind older than asked, and forgets them all', async () => {
    const store = storeOf();
    expect(await store.kept('answer', 's1')).toBeUndefined();
    await store.keep(
      'answer',
      's1',
      { text: 'first' },
      when('2026-11-27T10:00:00.000Z', '2026-11-26T10:00:00.000Z'),
    );
    await store.keep(
      'answer',
      's2',
      { text: 'second' },
      when('2026-11-28T09:00:00.000Z', '2026-11-27T09:00:00.000Z'),
    );
    await store.keep(
      'import',
      'i1',
      { bytes: new Uint8Array([1, 2]) },
      when('2026-11-27T10:00:00.000Z', '2026-11-26T10:00:00.000Z'),
    );
    expect(await store.kept('answer', 's1')).toEqual({ text: 'first' });
    expect(await store.kept('import', 's1')).toBeUndefined();
    // a day after the first: it goes as the next of its kind is kept; the other kind's stays
    await store.keep(
      'answer',
      's3',
      { text: 'third' },
      when('2026-11-28T11:00:00.000Z', '2026-11-27T11:00:00.000Z'),
    );
    expect(await store.kept('answer', 's1')).toBeUndefined();
    expect(await store.kept('answer', 's2')).toEqual({ text: 'second' });
    expect(await store.kept('import', 'i1')).toEqual({ bytes: new Uint8Array([1, 2]) });
    await store.forgetKept();
    expect(await store.kept('answer', 's2')).toBeUndefined();
    expect(await store.kept('import', 'i1')).toBeUndefined();
  });

  it('keeps the first value under a key unless told to replace it', async () => {
    const store = storeOf();
    const at = when('2026-11-28T10:00:00.000Z', '2026-11-27T10:00:00.000Z');
    await store.keep('answer', 'k', { n: 1 }, at);
    await expect(store.keep('answer', 'k', { n: 2 }, at)).rejects.toThrow();
    expect(await store.kept('answer', 'k')).toEqual({ n: 1 });
    await store.keep('import', 'k', { n: 1 }, at);
    await store.keep('import', 'k', { n: 3 }, { ...at, replace: true });
    expect(await store.kept('import', 'k')).toEqual({ n: 3 });
  });
});

/** The stores that hold a transaction open across a call (IndexedDB cannot: there it is exclusive only). */
const TRANSACTIONAL = STORES.filter(([name]) => !name.includes('IndexedDB'));

describe.each(TRANSACTIONAL)('a call on the store as one transaction, %s', (_, storeOf) => {
  it('commits the revision read and the save together when the call returns', async () => {
    const store = storeOf();
    const db = createDb();
    db.skus.push(...skusOf(3));
    const seen = await store.transaction(async () => {
      const before = await store.revision();
      await store.save(db, before + 1);
      // the call's own reads see its writes
      return { before, during: await store.revision() };
    });
    expect(seen).toEqual({ before: 0, during: 1 });
    expect(await store.revision()).toBe(1);
    expect((await loaded(store)).skus).toHaveLength(3);
  });

  it('writes nothing of a call that throws after saving', async () => {
    const store = storeOf();
    const db = createDb();
    db.skus.push(...skusOf(3));
    await store.save(db, 1);
    db.skus.push(...skusOf(5).slice(3));
    await expect(
      store.transaction(async () => {
        await store.save(db, 2);
        throw new Error('the call failed after its save');
      }),
    ).rejects.toThrow('the call failed after its save');
    expect(await store.revision()).toBe(1);
    await expect(
      store.transaction(async () => {
        await store.keep(
          'answer',
          's',
          { n: 1 },
          { at: '2026-11-28T00:00:00.000Z', dropBefore: '2026-11-27T00:00:00.000Z' },
        );
        throw new Error('the call failed after keeping its answer');
      }),
    ).rejects.toThrow('after keeping its answer');
    expect(await store.kept('answer', 's')).toBeUndefined();
    expect((await loaded(store)).skus).toHaveLength(3);
    // and the store takes the next call
    await store.transaction(() => store.save(db, 2));
    expect((await loaded(store)).skus).toHaveLength(5);
  });
});

describe('a browser store written by an older build', () => {
  /** An IndexedDB store holding what an older build wrote: the layout, meta and values given. */
  async function olderStore(entries: Record<string, unknown>): Promise<IDBFactory> {
    const factory = new IDBFactory();
    const opening = factory.open('outpost-mock', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('state');
    const database = await new Promise<IDBDatabase>(
      (resolve) => (opening.onsuccess = () => resolve(opening.result)),
    );
    const writing = database.transaction('state', 'readwrite');
    for (const [key, value] of Object.entries(entries)) writing.objectStore('state').put(value, key);
    await new Promise((resolve) => (writing.oncomplete = resolve));
    database.close();
    return factory;
  }

  it('reads the files it kept whole under one key, and keeps each apart from the next save on', async () => {
    const files = [
      { id: 'U1', dataUrl: 'data:application/pdf;base64,JVBERi0=' },
      { id: 'U2', dataUrl: 'data:image/png;base64,iVBORw0=' },
    ];
    const { version, counters } = createDb();
    const counts = Object.fromEntries([...COLLECTION_NAMES, 'appliedEffects'].map((name) => [name, 0]));
    const factory = await olderStore({
      layout: {
        chunkSize: CHUNK_SIZE,
        counts: { ...counts, skus: 1 },
        sets: ['appliedEffects'],
        separate: ['uploads'],
      },
      meta: { version, counters },
      'v:uploads': files,
      'c:skus:00000': skusOf(2),
      revision: 7,
    });
    const store = new IndexedDbPersistence(factory, undefined);
    const live = (await store.load()) as Db & { uploads: typeof files };
    expect(live).toMatchObject({ uploads: files, skus: [{ id: 'S00000' }, { id: 'S00001' }] });
    trackChanges(live, false);
    await update(live, 'skus', 'S00001', { nameEn: 'changed' });
    await store.save(live, 8, takeChanges(live));
    expect(await store.load()).toMatchObject({ uploads: files, skus: [{}, { nameEn: 'changed' }] });
    // from then on each file is its own part: one removed goes alone
    await store.save({ ...live, uploads: [files[1]] }, 9, takeChanges(live));
    expect(await store.load()).toMatchObject({ uploads: [files[1]] });
  });

  it('reads the files it kept with the counters, and keeps them when it next saves a part', async () => {
    // as builds before the files were kept apart left it: files in `meta`, no `separate` in the layout
    const factory = new IDBFactory();
    const files = [{ id: 'U1', dataUrl: 'data:application/pdf;base64,JVBERi0=' }];
    const { version, counters } = createDb();
    const counts = Object.fromEntries([...COLLECTION_NAMES, 'appliedEffects'].map((name) => [name, 0]));
    const opening = factory.open('outpost-mock', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('state');
    const database = await new Promise<IDBDatabase>(
      (resolve) => (opening.onsuccess = () => resolve(opening.result)),
    );
    const writing = database.transaction('state', 'readwrite');
    const state = writing.objectStore('state');
    state.put({ chunkSize: CHUNK_SIZE, counts: { ...counts, skus: 1 }, sets: ['appliedEffects'] }, 'layout');
    state.put({ version, counters, uploads: files }, 'meta');
    state.put(skusOf(2), 'c:skus:00000');
    state.put(7, 'revision');
    await new Promise((resolve) => (writing.oncomplete = resolve));
    database.close();

    const store = new IndexedDbPersistence(factory, undefined);
    const back = (await store.load()) as Db & { uploads: unknown };
    expect(back).toMatchObject({ uploads: files, skus: [{ id: 'S00000' }, { id: 'S00001' }] });
    // a save of one part, not naming the files: they move to their own key rather than being lost
    const live = back;
    trackChanges(live, false);
    await update(live, 'skus', 'S00001', { nameEn: 'changed' });
    await store.save(live, 8, takeChanges(live));
    expect(await store.load()).toMatchObject({ uploads: files, skus: [{}, { nameEn: 'changed' }] });
    await store.save(live, 9, takeChanges(live));
    expect(await store.load()).toMatchObject({ uploads: files });
  });
});
