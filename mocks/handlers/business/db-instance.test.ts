import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPersistence } from '../../db/persistence';
import { seededDb } from '../../db/reset';
import { SEED_RECEIPT_PREFIX } from '../../db/seed/documents/money';
import { DB_VERSION } from '../../db/store';
import { apiPostJson, setupMockServer } from '../../testing';
import {
  flushSaves,
  liveDb,
  liveUploads,
  markChanged,
  persistBusinessDbIn,
  resetDemoData,
} from './db-instance';
import { signedIn, seedBeforeAll } from './testing';

setupMockServer();
seedBeforeAll();
afterEach(() => persistBusinessDbIn(null));

describe('the live business db', () => {
  it('starts from the seed, once', async () => {
    persistBusinessDbIn(null);
    const db = await liveDb();
    expect(db.skus).toHaveLength(seededDb().skus.length);
    expect(await liveDb()).toBe(db);
  });

  it('is saved after a write and loaded back by the next start', async () => {
    const store = new MemoryPersistence();
    persistBusinessDbIn(store);
    const db = await liveDb();
    db.skus[0].nameEn = 'Renamed in the browser';
    markChanged();
    await flushSaves();
    persistBusinessDbIn(store);
    const reloaded = await liveDb();
    expect(reloaded).not.toBe(db);
    expect(reloaded.skus[0].nameEn).toBe('Renamed in the browser');
  });

  it('reseeds a stored snapshot of an older version', async () => {
    const store = new MemoryPersistence();
    const stale = seededDb();
    stale.version = DB_VERSION - 1;
    stale.skus[0].nameEn = 'from an old build';
    await store.save(stale);
    persistBusinessDbIn(store);
    expect((await liveDb()).skus[0].nameEn).not.toBe('from an old build');
    await flushSaves();
    expect((await store.load())?.version).toBe(DB_VERSION);
  });

  it("resets to the seed in place, drops users' uploads, gives back the seed's labels and saves the reset", async () => {
    const store = new MemoryPersistence();
    persistBusinessDbIn(store);
    const db = await liveDb();
    const original = db.skus[0].nameEn;
    db.skus[0].nameEn = 'changed';
    (await liveUploads()).push({
      id: 'UP1',
      purpose: 'photo',
      name: 'a.png',
      mimeType: 'image/png',
      sizeBytes: 1,
      dataUrl: 'data:image/png;base64,AA==',
      customerId: 'C001',
      docId: null,
      uploadedAt: '2026-01-01T00:00:00.000Z',
      uploadedBy: 'seller',
      voided: false,
    });
    const seededIds = (await liveUploads())
      .filter((u) => u.id !== 'UP1')
      .map((u) => u.id)
      .sort();
    await resetDemoData();
    expect(await liveDb()).toBe(db);
    expect(db.skus[0].nameEn).toBe(original);
    // the user's file is gone; the seed's files (receipts and labels) are back, the same ones
    const uploads = await liveUploads();
    expect(uploads.map((u) => u.id).sort()).toEqual(seededIds);
    expect(uploads.some((u) => u.id.startsWith(SEED_RECEIPT_PREFIX) && u.purpose === 'receipt')).toBe(true);
    expect(uploads.some((u) => u.purpose === 'waybill')).toBe(true);
    expect((await store.load())?.skus[0].nameEn).toBe(original);
  });

  it('resets through POST Mock/ResetDemoData for a signed-in user only', async () => {
    persistBusinessDbIn(null);
    const db = await liveDb();
    db.skus[1].nameEn = 'changed';
    expect((await apiPostJson('Mock/ResetDemoData', {})).status).toBe(401);
    const seller = await signedIn('seller');
    const answer = await seller.post('Mock/ResetDemoData', {});
    expect(answer).toMatchObject({
      status: 200,
      code: 200,
      data: true,
      message: 'the demo data has been restored',
    });
    expect(db.skus[1].nameEn).not.toBe('changed');
  });
});
