import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataStatus } from '@/api/business/types/demo-data';
import { MIGRATED_FEE_NOTE } from '../store/migrations';
import type { Changes } from '../store/changes';
import { MemoryPersistence } from '../store/persistence';
import { FailingCommits } from '../store/testing';
import { seededDb } from '../store/reset';
import { SEED_RECEIPT_PREFIX } from '../areas/finance/seed';
import { countOf, createDb, DB_VERSION, update, type Db } from '../store/store';
import { apiPostJson, setupMockServer } from '../../mocks/testing';
import {
  dataStatus,
  flushSaves,
  liveDb,
  liveUploads,
  persistBusinessDbIn,
  readingLatest,
  resetDemoData,
  takeDemoDataFrom,
  writing,
} from './db-instance';
import { seedDb } from '../seed/index';
import { memoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { SqlPersistence } from '../engine/sql-persistence';
import { signedIn, seedBeforeAll } from './testing';

setupMockServer();
seedBeforeAll();
afterEach(() => persistBusinessDbIn(null));

/** A store that fails on demand: reads (`failReads` times, or for good), saves and commits. */
class FlakyPersistence extends FailingCommits {
  failReads = 0;
  failSaves = false;
  saves = 0;

  override async load(): Promise<unknown> {
    if (this.failReads > 0) {
      this.failReads -= 1;
      throw new DOMException('the store is busy', 'UnknownError');
    }
    return super.load();
  }

  override async save(snapshot: object, revision?: number, changes?: Changes): Promise<void> {
    if (this.failSaves) throw new DOMException('the disk is full', 'QuotaExceededError');
    this.saves += 1;
    return super.save(snapshot, revision, changes);
  }
}

const stored = async (store: MemoryPersistence) => (await store.load()) as Db & { version: number };
const USD = (db: Db) => db.purses.find((p) => p.customerId === 'C001' && p.currency === 'USD');

/**
 * A snapshot as a build of `version` stored it: the seed without what later versions added (v6:
 * outbound orders' `waybillUploaded`; v7: purses' `lowBalanceAlert`, fee items' `tariffRule`), with
 * a user's change in it.
 */
async function snapshotOfVersion(version: 5 | 6): Promise<Db> {
  const db = (await seededDb()) as Db & Record<string, unknown>;
  db.version = version;
  db.skus[0].nameEn = 'created by a user of an older build';
  for (const purse of db.purses) delete (purse as Partial<typeof purse>).lowBalanceAlert;
  for (const fee of db.fees) delete (fee as Partial<typeof fee>).tariffRule;
  if (version === 5)
    for (const order of db.outbounds) delete (order as Partial<typeof order>).waybillUploaded;
  return db;
}

describe('the live business db', { timeout: 120_000 }, () => {
  it('starts from the seed, once', async () => {
    persistBusinessDbIn(null);
    const db = await liveDb();
    expect(db.skus).toHaveLength((await seededDb()).skus.length);
    expect(await liveDb()).toBe(db);
  });

  it('builds nothing when asked what happened in a browser that stores nothing; the first call that needs the data does', async () => {
    const store = new FlakyPersistence();
    const load = vi.spyOn(store, 'load');
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    const status = await seller.get<DataStatus>('Mock/DataStatus');
    expect(status).toMatchObject({
      status: 200,
      data: { keptAside: null, readFailed: false, saveFailed: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(store.saves).toBe(0);
    const list = await seller.get<{ total: number }>('Sku/GetList?pageSize=10');
    expect(list.status).toBe(200);
    expect(list.data.total).toBeGreaterThan(0);
    expect(store.saves).toBe(1);
    expect(await store.holdsSnapshot()).toBe(true);
  });

  it('saves every acknowledged write before answering it (10 writes in a row, no wait)', async () => {
    const store = new FlakyPersistence();
    // what each save wrote, read as it is written (cloning the whole db ten times is slow here)
    const savedAlerts: (number | null | undefined)[] = [];
    const save = store.save.bind(store);
    store.save = async (snapshot, revision, changes) => {
      savedAlerts.push(USD(snapshot as Db)?.lowBalanceAlert);
      return save(snapshot, revision, changes);
    };
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    for (let amount = 101; amount <= 110; amount += 1) {
      const answer = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount });
      expect(answer.status).toBe(200);
      // what the 200 acknowledged was in the store before the answer: a tab closed now keeps it
      expect(savedAlerts.at(-1)).toBe(amount);
    }
    expect(savedAlerts.slice(-10)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110]);
    expect(USD(await stored(store))?.lowBalanceAlert).toBe(110);
  });

  it('does not save a refused call, nor a query sent as POST', async () => {
    const store = new FlakyPersistence();
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    await liveDb();
    const before = store.saves;
    const refused = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: -1 });
    expect(refused.status).toBe(422);
    // nor a POST that only reads (an estimate)
    const admin = await signedIn('admin');
    const estimate = await admin.post('Outbound/Estimate', { id: (await liveDb()).outbounds[0].id });
    expect(estimate.status).toBe(200);
    expect(store.saves).toBe(before);
  });

  it('refuses a write it cannot save (503 in words), keeps the stored data and reports it', async () => {
    const store = new FlakyPersistence();
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 200 });
    store.failSaves = true;
    const answer = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 300 }, 'en');
    expect(answer).toMatchObject({
      status: 503,
      message: 'this change could not be saved in the browser, so it was not made; please try again',
    });
    // the change is not kept in memory either: what the user sees is what is stored
    expect(USD(await liveDb())?.lowBalanceAlert).toBe(200);
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.saveFailed).toBe(true);
    store.failSaves = false;
    expect((await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 300 })).status).toBe(
      200,
    );
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.saveFailed).toBe(false);
  });

  it('refuses a write whose commit fails after its save, and keeps nothing of it', async () => {
    const store = new FlakyPersistence();
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 200 });
    const saves = store.saves;
    const revision = await store.revision();
    store.failCommits = true;
    const answer = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 300 }, 'en');
    expect(answer.status).toBe(503);
    // the save ran inside the call's transaction, and went with it
    expect(store.saves).toBe(saves + 1);
    expect(await store.revision()).toBe(revision);
    expect(USD(await stored(store))?.lowBalanceAlert).toBe(200);
    expect(USD(await liveDb())?.lowBalanceAlert).toBe(200);
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.saveFailed).toBe(true);
    store.failCommits = false;
    expect((await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 300 })).status).toBe(
      200,
    );
    expect(USD(await stored(store))?.lowBalanceAlert).toBe(300);
    expect(await store.revision()).toBe(revision + 1);
  });

  it('is loaded back by the next start', async () => {
    const store = new MemoryPersistence();
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 123 });
    persistBusinessDbIn(store);
    expect(USD(await liveDb())?.lowBalanceAlert).toBe(123);
  });

  it("writes each file only with a save that changed it: not with every order's write, nor the other files", async () => {
    const store = new FlakyPersistence();
    // per save: everything, or the ids of the files it wrote
    const named: ('all' | string[])[] = [];
    const save = store.save.bind(store);
    store.save = async (snapshot, revision, changes) => {
      named.push(changes?.all === true ? 'all' : [...(changes?.records?.get('uploads') ?? [])]);
      return save(snapshot, revision, changes);
    };
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    await liveDb();
    await flushSaves();
    // the seed, and no file of its own: its files are rendered from their documents
    expect(named).toEqual(['all']);
    await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 77 });
    expect(named.at(-1)).toEqual([]);
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%demo\n')], 'receipt.pdf', {
      type: 'application/pdf',
    });
    const upload = await seller.upload<{ id: string }>('Recharge/Upload', { file: pdf, purpose: 'receipt' });
    expect(upload.status).toBe(200);
    expect(named.at(-1)).toEqual([upload.data.id]);
    // a stored file changed (a receipt given its recharge) is a change of that file
    const saved = await seller.post<{ id: string }>('Recharge/Save', {
      method: 'BANK_TRANSFER',
      currency: 'USD',
      declaredAmount: 120,
      payerName: 'Receipt given',
      receiptFile: upload.data.id,
    });
    expect(saved.status).toBe(200);
    expect(named.at(-1)).toContain(upload.data.id);
    await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 79 });
    expect(named.at(-1)).toEqual([]);
    // and the next start reads them all back, with the change
    persistBusinessDbIn(store);
    const back = await liveUploads();
    expect(back).toHaveLength(1);
    expect(back.find((u) => u.id === upload.data.id)?.docId).toBe(saved.data.id);
    expect(USD(await liveDb())?.lowBalanceAlert).toBe(79);
  });

  it.each([5, 6] as const)(
    'migrates a stored v%i snapshot version by version, keeping what the user made',
    async (version) => {
      const store = new FlakyPersistence();
      await store.save(await snapshotOfVersion(version), 4);
      persistBusinessDbIn(store);
      const db = await liveDb();
      expect(db.version).toBe(DB_VERSION);
      expect(db.skus[0].nameEn).toBe('created by a user of an older build');
      expect(db.outbounds.every((o) => typeof o.waybillUploaded === 'boolean')).toBe(true);
      expect(db.purses.every((p) => p.lowBalanceAlert === null)).toBe(true);
      expect(db.fees[0].tariffRule).toEqual({
        key: 'ADJUSTMENT',
        params: { note: MIGRATED_FEE_NOTE, amount: db.fees[0].amount },
      });
      // the migrated copy replaces the old one in the store, nothing is kept aside, no notice
      const saved = await stored(store);
      expect(saved.version).toBe(DB_VERSION);
      expect(saved.skus[0].nameEn).toBe('created by a user of an older build');
      expect(await store.revision()).toBe(5);
      expect(await store.keptAside()).toBeUndefined();
      expect(await dataStatus()).toEqual({ keptAside: null, readFailed: false, saveFailed: false });
    },
  );

  it('migrates the files a v7 snapshot kept as data URLs into their bytes (v8)', async () => {
    const store = new FlakyPersistence();
    const old = { ...(await seededDb()), version: 7 } as Db & Record<string, unknown>;
    const pdf = new TextEncoder().encode('%PDF-1.4\n%kept by an older build\n');
    old.uploads = [
      {
        id: 'UP-OLD',
        purpose: 'receipt',
        name: 'old.pdf',
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        dataUrl: `data:application/pdf;base64,${btoa(String.fromCharCode(...pdf))}`,
        customerId: 'C001',
        docId: null,
        uploadedAt: '2026-01-01T00:00:00.000Z',
        uploadedBy: 'seller',
        voided: false,
      },
    ] as unknown as Db['uploads'];
    old.filesSeeded = true;
    await store.save(old, 4);
    persistBusinessDbIn(store);
    const [file] = (await liveDb()).uploads;
    expect(file).not.toHaveProperty('dataUrl');
    expect(new Uint8Array(file.bytes)).toEqual(pdf);
    // the mark of the seed's files stored (v15: they are rendered) is gone
    expect(await liveDb()).not.toHaveProperty('filesSeeded');
    // and served as it was uploaded
    const seller = await signedIn('seller');
    const served = await seller.raw('Recharge/File?id=UP-OLD');
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  it.each([
    ['fails its shape check', { ...createDb(), skus: 'not a list' }, 'shape', DB_VERSION],
    ['is not a snapshot', 'garbage', 'shape', null],
    ['is of a newer build', { ...createDb(), version: DB_VERSION + 1 }, 'version', DB_VERSION + 1],
    ['has no migration', { ...createDb(), version: 2 }, 'version', 2],
  ])(
    'keeps a snapshot that %s aside, starts from the seed and says so',
    async (_, value, reason, version) => {
      const store = new FlakyPersistence();
      await store.save(value as object);
      persistBusinessDbIn(store);
      const seller = await signedIn('seller');
      const admin = await signedIn('admin');
      const status = await seller.get<DataStatus>('Mock/DataStatus');
      expect(status).toMatchObject({
        status: 200,
        data: { keptAside: { reason, version }, readFailed: false },
      });
      expect((await liveDb()).skus).toHaveLength((await seededDb()).skus.length);
      expect(await store.keptAside()).toMatchObject({ snapshot: value, reason, acknowledged: false });
      // the seed is now the stored data, and the console works on it
      expect((await stored(store)).version).toBe(DB_VERSION);
      expect((await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 5 })).status).toBe(
        200,
      );
      // the same notice after a reload, until the operator decides
      persistBusinessDbIn(store);
      expect((await admin.get<DataStatus>('Mock/DataStatus')).data.keptAside).toMatchObject({ reason });
      expect((await seller.post('Mock/DataKeptAside', { choice: 'keep' })).status).toBe(403);
      const bad = await admin.post<Record<string, string>>('Mock/DataKeptAside', { choice: 'maybe' }, 'en');
      expect(bad).toMatchObject({ status: 422, data: { choice: 'choose keep or discard' } });
      expect((await admin.post('Mock/DataKeptAside', { choice: 'keep' })).status).toBe(200);
      expect((await admin.get<DataStatus>('Mock/DataStatus')).data.keptAside).toBeNull();
      expect(await store.keptAside()).toMatchObject({ snapshot: value, acknowledged: true });
      persistBusinessDbIn(store);
      expect((await dataStatus()).keptAside).toBeNull();
    },
  );

  it('discards the kept-aside snapshot when the operator starts fresh', async () => {
    const store = new FlakyPersistence();
    await store.save({ version: 'x' });
    persistBusinessDbIn(store);
    const admin = await signedIn('admin');
    expect((await admin.get<DataStatus>('Mock/DataStatus')).data.keptAside).not.toBeNull();
    expect((await admin.post('Mock/DataKeptAside', { choice: 'discard' })).status).toBe(200);
    expect(await store.keptAside()).toBeUndefined();
    expect((await admin.get<DataStatus>('Mock/DataStatus')).data.keptAside).toBeNull();
  });

  it('tries a failed read again', async () => {
    const store = new FlakyPersistence();
    const user = await seededDb();
    user.skus[0].nameEn = 'kept through a busy store';
    await store.save(user);
    store.failReads = 2;
    persistBusinessDbIn(store);
    expect((await liveDb()).skus[0].nameEn).toBe('kept through a busy store');
    expect((await dataStatus()).readFailed).toBe(false);
  });

  it('never saves over the stored data when reading it keeps failing: writes are refused and the user told', async () => {
    const store = new FlakyPersistence();
    const user = await seededDb();
    user.skus[0].nameEn = 'the only copy of my work';
    await store.save(user);
    const savesBefore = store.saves;
    store.failReads = Number.POSITIVE_INFINITY;
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.readFailed).toBe(true);
    const write = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 7 });
    expect(write.status).toBe(503);
    const admin = await signedIn('admin');
    expect((await admin.post('Mock/ResetDemoData', {})).status).toBe(503);
    expect(store.saves).toBe(savesBefore);
    store.failReads = 0;
    expect((await stored(store)).skus[0].nameEn).toBe('the only copy of my work');
  });

  it('resets where the demo data is seeded anew, as in a browser without the build’s database', async () => {
    // not a copy of a seed built before: the seed's steps run transactions of their own, which the
    // reset's must not enclose
    takeDemoDataFrom(() => seedDb({ today: Date.UTC(2026, 10, 22) }));
    const database = memoryDatabase();
    try {
      await migrateToLatest(database);
      // the browser's store: SQLite, the demo data stored with the first write
      persistBusinessDbIn(new SqlPersistence(database));
      await liveDb();
      const db = await resetDemoData();
      expect(await countOf(db, 'skus')).toBeGreaterThan(0);
    } finally {
      takeDemoDataFrom();
      persistBusinessDbIn(null);
      await database.destroy();
    }
  });

  it("resets to the seed in place, drops users' uploads, keeps the seed's files and saves the reset", async () => {
    const store = new MemoryPersistence();
    persistBusinessDbIn(store);
    const db = await liveDb();
    const original = db.skus[0].nameEn;
    db.skus[0].nameEn = 'changed';
    db.uploads.push({
      id: 'UP1',
      purpose: 'photo',
      name: 'a.png',
      mimeType: 'image/png',
      sizeBytes: 1,
      bytes: new Uint8Array([0]),
      customerId: 'C001',
      docId: null,
      uploadedAt: '2026-01-01T00:00:00.000Z',
      uploadedBy: 'seller',
      voided: false,
    });
    await resetDemoData();
    expect(await liveDb()).toBe(db);
    expect(db.skus[0].nameEn).toBe(original);
    // the user's file is gone; the seed's files (receipts and labels) are still served
    expect(await liveUploads()).toEqual([]);
    const seller = await signedIn('seller');
    const receipt = db.recharges.find(
      (r) => r.customerId === 'C001' && r.receiptFile?.startsWith(SEED_RECEIPT_PREFIX),
    );
    expect((await seller.raw(`Recharge/File?id=${receipt?.receiptFile ?? ''}`)).status).toBe(200);
    expect((await stored(store)).skus[0].nameEn).toBe(original);
    await flushSaves();
  });

  it('resets through POST Mock/ResetDemoData for the operator only', async () => {
    persistBusinessDbIn(null);
    const db = await liveDb();
    db.skus[1].nameEn = 'changed';
    expect((await apiPostJson('Mock/ResetDemoData', {})).status).toBe(401);
    for (const customer of ['seller', 'seller2']) {
      const refused = await (await signedIn(customer)).post('Mock/ResetDemoData', {});
      expect(refused.status).toBe(403);
    }
    expect(db.skus[1].nameEn).toBe('changed');
    const admin = await signedIn('admin');
    const answer = await admin.post('Mock/ResetDemoData', {});
    expect(answer).toMatchObject({
      status: 200,
      code: 200,
      data: true,
      message: 'the demo data has been restored',
    });
    expect(db.skus[1].nameEn).not.toBe('changed');
  });
});

describe('two tabs of one browser', { timeout: 120_000 }, () => {
  /**
   * A second tab: the modules loaded again, so it keeps its own copy of the db (this file's is tab A),
   * and writes through its own store (which tells its own saves what changed).
   */
  async function otherTab() {
    vi.resetModules();
    const instance = await import('./db-instance');
    const { update: updateB } = await import('../store/store');
    return { ...instance, update: updateB };
  }

  it("take turns and each reads the other's changes first: both tabs' records survive", async () => {
    const store = new MemoryPersistence();
    persistBusinessDbIn(store);
    const tabB = await otherTab();
    tabB.persistBusinessDbIn(store);
    // each tab loads its copy first (the situation that used to lose one tab's work)
    await Promise.all([liveDb(), tabB.liveDb()]);
    await writing(
      async (db) => await update(db, 'skus', db.skus[0].id, { nameEn: 'made in tab A' }),
      () => true,
    );
    await tabB.writing(
      async (db) => tabB.update(db, 'skus', db.skus[1].id, { nameEn: 'made in tab B' }),
      () => true,
    );
    // tab A's next read sees tab B's change before answering
    expect((await readingLatest()).skus[1].nameEn).toBe('made in tab B');
    // and a reload of either has both
    persistBusinessDbIn(store);
    const reloaded = await liveDb();
    expect([reloaded.skus[0].nameEn, reloaded.skus[1].nameEn]).toEqual(['made in tab A', 'made in tab B']);
    tabB.persistBusinessDbIn(null);
  });
});
