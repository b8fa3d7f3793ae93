import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../server/api/clock';
import { checkInvariants } from '../../server/store/invariants';
import { seededDb } from '../../server/store/reset';
import { snapshotText } from '../../server/seed/snapshot';
import type { Actor } from '../../server/services/contract';
import { previewSettlement } from '../../server/areas/finance/settlement';
import type { Db } from '../../server/store/store';
import { demoDataFrom } from './seed-asset';

const DAY_MS = 86_400_000;
const BUILT_ON = Date.UTC(2026, 10, 22);
const URL = 'http://127.0.0.1/admin/assets/seed-0123456789.json.gz';

describe("the worker's demo data, from the build's snapshot", () => {
  let seeded: Db;
  let text: string;
  beforeAll(async () => {
    seeded = await seededDb({ today: BUILT_ON });
    text = snapshotText(seeded, BUILT_ON);
  }, 120_000);

  afterEach(() => {
    vi.restoreAllMocks();
    setClock();
  });

  const answering = (response: () => Response) =>
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(response()));

  it('gunzips the file as a static host sends it, on the day it was seeded for', async () => {
    const fetched = answering(
      () => new Response(gzipSync(text), { headers: { 'Content-Type': 'application/gzip' } }),
    );
    setClock(() => BUILT_ON + 10 * 3_600_000);
    const db = await demoDataFrom(URL);
    expect(fetched).toHaveBeenCalledWith(URL);
    expect(await checkInvariants(db)).toEqual([]);
    expect(db.counters).toBeInstanceOf(Map);
    expect(db.appliedEffects).toBeInstanceOf(Set);
    expect(snapshotText(db, BUILT_ON)).toBe(text);
  });

  it("lets the operator close last month on a later day, as on that day's own seed", async () => {
    answering(() => new Response(gzipSync(text), { headers: { 'Content-Type': 'application/gzip' } }));
    const later = BUILT_ON + 3 * DAY_MS;
    setClock(() => later + 10 * 3_600_000);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await demoDataFrom(URL);
    // seeded here, saying so: the build's days moved by three would not be that day's seed
    expect(warned).toHaveBeenCalledOnce();
    const operator: Actor = { accountId: 'u0', name: 'admin', role: 'operator', customerId: null };
    const preview = await previewSettlement(db, operator, 'C001', '2026-10-01', '2026-10-31');
    const ownSeed = await seededDb({ today: later });
    expect(preview).toEqual(await previewSettlement(ownSeed, operator, 'C001', '2026-10-01', '2026-10-31'));
    expect(preview.ok).toBe(true);
  }, 120_000);

  it('reads it as it comes when the server sent it encoded (the browser decoded it)', async () => {
    answering(() => new Response(text, { headers: { 'Content-Encoding': 'gzip' } }));
    setClock(() => BUILT_ON + 5 * 3_600_000);
    const db = await demoDataFrom(URL);
    expect(snapshotText(db, BUILT_ON)).toBe(text);
  });

  it('seeds here, saying so, when the snapshot cannot be had', async () => {
    answering(() => new Response('not found', { status: 404 }));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setClock(() => BUILT_ON + 2 * 3_600_000);
    const db = await demoDataFrom(URL);
    expect(warned).toHaveBeenCalledOnce();
    expect(snapshotText(db, BUILT_ON)).toBe(text);
  }, 120_000);
});
