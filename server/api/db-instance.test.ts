import { translate } from './i18n';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DataStatus } from '@/api/business/types/demo-data';
import { MIGRATED_FEE_NOTE } from '../store/migrations';
import { TestStore } from '../store/testing';
import { seededDb } from '../store/reset';
import { SEED_RECEIPT_PREFIX } from '../areas/finance/seed';
import { countOf, createDb, DB_VERSION, everyRecord, find, findById, update, type Db } from '../store/store';
import type { Purse } from '../store/types/ledger';
import { apiPostJson, engineOn, setupMockServer } from '../../mocks/testing';
import {
  dataStatus,
  liveDb,
  liveUploads,
  persistBusinessDbIn,
  resetDemoData,
  storedBusinessData,
  takeDemoDataFrom,
  writing,
} from './db-instance';
import { seedDb } from '../seed/index';
import { signedIn, seedBeforeAll } from './testing';

setupMockServer();
seedBeforeAll();

/** The C001 customer's USD purse, as the live db reads it from the store's tables. */
const usd = async (): Promise<Purse | undefined> =>
  await find(await liveDb(), 'purses', { customerId: 'C001', currency: 'USD' });

/** The purse as the store holds it: read by an engine started afresh on it. */
async function usdAfterRestart(store: TestStore): Promise<Purse | undefined> {
  persistBusinessDbIn(store);
  return await usd();
}

/** How many rows the store's connection has changed so far (SQLite's `total_changes()`). */
async function rowsChanged(store: TestStore): Promise<number> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(store.database);
  return Number(rows[0].n);
}

/** The data the store holds whole (its tables' rows with the rest), as a start of the engine reads it. */
const stored = async () => (await storedBusinessData()) as Db & { version: number };

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

/** The first SKU of the data, in the collection's order. */
const firstSku = async (db: Db) => (await everyRecord(db, 'skus'))[0];

describe('the live business db', { timeout: 120_000 }, () => {
  it('starts on the store, which holds the data: nothing of it stays in memory', async () => {
    const store = engineOn(await TestStore.open());
    const db = await liveDb();
    expect(await countOf(db, 'skus')).toBe((await seededDb()).skus.length);
    expect(await liveDb()).toBe(db);
    // the db holds no collection of its own: each is its table
    expect(db.skus).toBeUndefined();
    expect(db.outbounds).toBeUndefined();
    await update(db, 'skus', (await firstSku(db)).id, { nameEn: 'written through' });
    persistBusinessDbIn(store);
    expect((await firstSku(await liveDb())).nameEn).toBe('written through');
  });

  it('builds nothing when asked what happened in a browser that stores nothing; the first call that needs the data does', async () => {
    const store = engineOn(await TestStore.open('nothing'));
    const load = vi.spyOn(store, 'load');
    // (the migrations' rows)
    const migrated = await rowsChanged(store);
    const seller = await signedIn('seller');
    const status = await seller.get<DataStatus>('Mock/DataStatus');
    expect(status).toMatchObject({
      status: 200,
      data: { keptAside: null, readFailed: false, saveFailed: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(await rowsChanged(store)).toBe(migrated);
    const list = await seller.get<{ total: number }>('Sku/GetList?pageSize=10');
    expect(list.status).toBe(200);
    expect(list.data.total).toBeGreaterThan(0);
    expect(await rowsChanged(store)).toBeGreaterThan(migrated + 10_000);
    expect(await store.holdsSnapshot()).toBe(true);
  });

  it('keeps every acknowledged write in the store before answering it (10 writes in a row, no wait)', async () => {
    const store = engineOn(await TestStore.open());
    const seller = await signedIn('seller');
    for (let amount = 101; amount <= 110; amount += 1) {
      const answer = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount });
      expect(answer.status).toBe(200);
      // what the 200 acknowledged is committed: an engine started now reads it
      expect((await usdAfterRestart(store))?.lowBalanceAlert).toBe(amount);
    }
  });

  it('writes nothing for a refused call, nor for a query sent as POST', async () => {
    const store = engineOn(await TestStore.open());
    const seller = await signedIn('seller');
    await liveDb();
    const before = await rowsChanged(store);
    const refused = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: -1 });
    expect(refused.status).toBe(422);
    // nor a POST that only reads (an estimate)
    const admin = await signedIn('admin');
    const order = (await everyRecord(await liveDb(), 'outbounds'))[0];
    const estimate = await admin.post('Outbound/Estimate', { id: order.id });
    expect(estimate.status).toBe(200);
    expect(await rowsChanged(store)).toBe(before);
  });

  it('refuses a write whose commit fails (503 in words), keeps nothing of it and reports it until a write is kept', async () => {
    const store = engineOn(await TestStore.open());
    const seller = await signedIn('seller');
    await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 200 });
    const commits = store.commits;
    store.failCommits = true;
    const answer = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 300 }, 'en');
    expect(answer).toMatchObject({
      status: 503,
      message: 'this change could not be saved in the browser, so it was not made; please try again',
    });
    expect(store.commits).toBe(commits);
    // what the user sees is what is stored
    expect((await usd())?.lowBalanceAlert).toBe(200);
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.saveFailed).toBe(true);
    store.failCommits = false;
    expect((await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 300 })).status).toBe(
      200,
    );
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.saveFailed).toBe(false);
    expect((await usdAfterRestart(store))?.lowBalanceAlert).toBe(300);
  });

  it.each([5, 6] as const)(
    'migrates a stored v%i snapshot version by version into the tables, keeping what the user made',
    async (version) => {
      const store = await TestStore.open('nothing');
      await store.save(await snapshotOfVersion(version), 4);
      engineOn(store);
      const db = await liveDb();
      expect(db.version).toBe(DB_VERSION);
      expect((await firstSku(db)).nameEn).toBe('created by a user of an older build');
      expect((await everyRecord(db, 'outbounds')).every((o) => typeof o.waybillUploaded === 'boolean')).toBe(
        true,
      );
      expect((await everyRecord(db, 'purses')).every((p) => p.lowBalanceAlert === null)).toBe(true);
      const [fee] = await everyRecord(db, 'fees');
      expect(fee.tariffRule).toEqual({
        key: 'ADJUSTMENT',
        params: { note: MIGRATED_FEE_NOTE, amount: fee.amount },
      });
      // the migrated data replaces the old in the store, nothing is kept aside, no notice
      const saved = await stored();
      expect(saved.version).toBe(DB_VERSION);
      expect(saved.skus[0].nameEn).toBe('created by a user of an older build');
      expect(await store.revision()).toBe(5);
      expect(await store.keptAside()).toBeUndefined();
      expect(await dataStatus()).toEqual({ keptAside: null, readFailed: false, saveFailed: false });
    },
  );

  it('migrates the files a v7 snapshot kept as data URLs into their bytes (v8)', async () => {
    const store = await TestStore.open('nothing');
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
    engineOn(store);
    const [file] = await liveUploads();
    expect(file).toMatchObject({ id: 'UP-OLD', sizeBytes: pdf.length });
    expect(file).not.toHaveProperty('dataUrl');
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
      const store = await TestStore.open('nothing');
      await store.save(value as object);
      engineOn(store);
      const seller = await signedIn('seller');
      const admin = await signedIn('admin');
      const status = await seller.get<DataStatus>('Mock/DataStatus');
      expect(status).toMatchObject({
        status: 200,
        data: { keptAside: { reason, version }, readFailed: false },
      });
      expect(await countOf(await liveDb(), 'skus')).toBe((await seededDb()).skus.length);
      expect(await store.keptAside()).toMatchObject({ snapshot: value, reason, acknowledged: false });
      // the seed is now the stored data, and the console works on it
      expect((await stored()).version).toBe(DB_VERSION);
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
      expect((await usd())?.lowBalanceAlert).toBe(5);
    },
  );

  it('discards the kept-aside snapshot when the operator starts fresh', async () => {
    const store = await TestStore.open('nothing');
    await store.save({ version: 'x' });
    engineOn(store);
    const admin = await signedIn('admin');
    expect((await admin.get<DataStatus>('Mock/DataStatus')).data.keptAside).not.toBeNull();
    expect((await admin.post('Mock/DataKeptAside', { choice: 'discard' })).status).toBe(200);
    expect(await store.keptAside()).toBeUndefined();
    expect((await admin.get<DataStatus>('Mock/DataStatus')).data.keptAside).toBeNull();
  });

  it('tries a failed read again', async () => {
    const store = engineOn(await TestStore.open());
    const db = await liveDb();
    await update(db, 'skus', (await firstSku(db)).id, { nameEn: 'kept through a busy store' });
    store.failReads = 2;
    persistBusinessDbIn(store);
    expect((await firstSku(await liveDb())).nameEn).toBe('kept through a busy store');
    expect((await dataStatus()).readFailed).toBe(false);
  });

  it('never writes over the stored data when reading it keeps failing: writes are refused and the user told', async () => {
    const store = engineOn(await TestStore.open());
    const db = await liveDb();
    await update(db, 'skus', (await firstSku(db)).id, { nameEn: 'the only copy of my work' });
    const before = await rowsChanged(store);
    store.failReads = Number.POSITIVE_INFINITY;
    persistBusinessDbIn(store);
    const seller = await signedIn('seller');
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.readFailed).toBe(true);
    // the demo data in memory stands in, as in the browser: the pages show it
    const list = await seller.get<{ total: number }>('Sku/GetList?pageSize=10');
    expect(list.status).toBe(200);
    expect(list.data.total).toBeGreaterThan(0);
    const write = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 7 });
    expect(write.status).toBe(503);
    const admin = await signedIn('admin');
    expect((await admin.post('Mock/ResetDemoData', {})).status).toBe(503);
    expect(await rowsChanged(store)).toBe(before);
    store.failReads = 0;
    persistBusinessDbIn(store);
    expect((await firstSku(await liveDb())).nameEn).toBe('the only copy of my work');
  });

  it('answers every call 503 in words when the store cannot be read and nothing stands in for it', async () => {
    const store = engineOn(await TestStore.open());
    store.failReads = Number.POSITIVE_INFINITY;
    store.standIn = false;
    const before = await rowsChanged(store);
    const seller = await signedIn('seller');
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.readFailed).toBe(true);
    expect(await seller.get('Sku/GetList?pageSize=10', 'zh-CN')).toMatchObject({
      status: 503,
      message: translate('zh-CN', 'dataUnreadable'),
    });
    expect(
      await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 7 }, 'en'),
    ).toMatchObject({
      status: 503,
    });
    expect(await rowsChanged(store)).toBe(before);
  });

  it('resets where the demo data is seeded anew, as in a browser without the build’s database', async () => {
    // not a copy of a seed built before: the seed's steps run transactions of their own, which the
    // reset's must not enclose
    takeDemoDataFrom(() => seedDb({ today: Date.UTC(2026, 10, 22) }));
    try {
      engineOn(await TestStore.open('nothing'));
      await liveDb();
      const db = await resetDemoData();
      expect(await countOf(db, 'skus')).toBeGreaterThan(0);
    } finally {
      takeDemoDataFrom();
    }
  });

  it("resets to the seed in place, drops users' uploads, keeps the seed's files and keeps the reset", async () => {
    const store = engineOn(await TestStore.open());
    const db = await liveDb();
    const sku = await firstSku(db);
    await update(db, 'skus', sku.id, { nameEn: 'changed' });
    const seller = await signedIn('seller');
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%demo\n')], 'receipt.pdf', {
      type: 'application/pdf',
    });
    expect((await seller.upload('Recharge/Upload', { file: pdf, purpose: 'receipt' })).status).toBe(200);
    expect(await liveUploads()).toHaveLength(1);
    await resetDemoData();
    expect(await liveDb()).toBe(db);
    expect((await findById(db, 'skus', sku.id))?.nameEn).toBe(sku.nameEn);
    // the user's file is gone; the seed's files (receipts and labels) are still served
    expect(await liveUploads()).toEqual([]);
    const receipt = (await everyRecord(db, 'recharges')).find(
      (r) => r.customerId === 'C001' && r.receiptFile?.startsWith(SEED_RECEIPT_PREFIX),
    );
    expect(receipt).toBeDefined();
    expect((await seller.raw(`Recharge/File?id=${receipt?.receiptFile ?? ''}`)).status).toBe(200);
    // and the reset is what the store holds
    persistBusinessDbIn(store);
    expect((await findById(await liveDb(), 'skus', sku.id))?.nameEn).toBe(sku.nameEn);
    expect(await liveUploads()).toEqual([]);
  });

  it('resets through POST Mock/ResetDemoData for the operator only', async () => {
    engineOn(await TestStore.open());
    const db = await liveDb();
    const sku = (await everyRecord(db, 'skus'))[1];
    await update(db, 'skus', sku.id, { nameEn: 'changed' });
    expect((await apiPostJson('Mock/ResetDemoData', {})).status).toBe(401);
    for (const customer of ['seller', 'seller2']) {
      const refused = await (await signedIn(customer)).post('Mock/ResetDemoData', {});
      expect(refused.status).toBe(403);
    }
    expect((await findById(db, 'skus', sku.id))?.nameEn).toBe('changed');
    const admin = await signedIn('admin');
    const answer = await admin.post('Mock/ResetDemoData', {});
    expect(answer).toMatchObject({
      status: 200,
      code: 200,
      data: true,
      message: 'the demo data has been restored',
    });
    expect((await findById(db, 'skus', sku.id))?.nameEn).toBe(sku.nameEn);
  });
});

describe('two tabs of one browser', { timeout: 120_000 }, () => {
  /** A second tab: the modules loaded again, so it keeps its own engine on the same store. */
  async function otherTab() {
    vi.resetModules();
    const instance = await import('./db-instance');
    const store = await import('../store/store');
    return { ...instance, update: store.update, findById: store.findById };
  }

  it("each reads the other's changes at once, and both tabs' changes are kept", async () => {
    const store = engineOn(await TestStore.open());
    const tabB = await otherTab();
    tabB.persistBusinessDbIn(store);
    // each tab starts its engine first (the situation that used to lose one tab's work)
    const [dbA, dbB] = await Promise.all([liveDb(), tabB.liveDb()]);
    const [first, second] = await everyRecord(dbA, 'skus');
    await writing(
      async (db) => await update(db, 'skus', first.id, { nameEn: 'made in tab A' }),
      () => true,
    );
    await tabB.writing(
      async (db) => await tabB.update(db, 'skus', second.id, { nameEn: 'made in tab B' }),
      () => true,
    );
    // tab A's next read sees tab B's change, and tab B's tab A's
    expect((await findById(dbA, 'skus', second.id))?.nameEn).toBe('made in tab B');
    expect((await tabB.findById(dbB, 'skus', first.id))?.nameEn).toBe('made in tab A');
    // and a reload of either has both
    persistBusinessDbIn(store);
    const reloaded = await liveDb();
    expect((await findById(reloaded, 'skus', first.id))?.nameEn).toBe('made in tab A');
    expect((await findById(reloaded, 'skus', second.id))?.nameEn).toBe('made in tab B');
    tabB.persistBusinessDbIn(null);
  });
});
