import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../seed/prng';
import { EffectError } from './effect';
import { credit, postFee } from '../areas/finance/effects';
import { putaway, receiveInTransit, release, reserve, ship, type Effect } from '../areas/inventory/effects';
import { checkInvariants } from './invariants';
import type { Db } from './store';
import { testDb } from './testing';

/** The seeded masters with a handful of SKUs, so random calls collide and a deep compare is cheap. */
async function smallDb(): Promise<Db> {
  const db = await testDb();
  const skus = db.skus.filter((s) => s.status === 'APPROVED').slice(0, 4);
  const cartons = db.cartons.filter((c) => c.customerId === 'C001').slice(0, 2);
  const components = new Set(cartons.map((c) => c.componentSku));
  return {
    ...db,
    skus: [...skus, ...db.skus.filter((s) => s.customerId === 'C001' && components.has(s.sku))],
    cartons,
    declarations: [],
    certificates: [],
    listings: [],
  };
}

type Step = (db: Db, random: Random, effect: Effect) => Promise<unknown>;

const qty = (random: Random) => (random.next() < 0.05 ? random.pick([0, -1, 2.5]) : random.int(1, 12));

const STEPS: Record<string, Step> = {
  receive: async (db, random, effect) => {
    const sku = pickSku(db, random);
    const expected = qty(random);
    await receiveInTransit(db, { ...effect, effectKey: `${effect.effectKey}:approve` }, [
      { sku, qty: expected },
    ]);
    const good = random.int(0, Math.max(0, expected + 1));
    await putaway(db, effect, [{ sku, expectedQty: expected, goodQty: good, damagedQty: random.int(0, 2) }]);
  },
  reserve: async (db, random, effect) => await reserve(db, effect, lines(db, random)),
  release: async (db, random, effect) => await release(db, effect, lines(db, random)),
  ship: async (db, random, effect) => await ship(db, effect, lines(db, random)),
  fee: async (db, random, effect) => {
    const units = qty(random);
    const perUnit = random.int(0, 25_000) / 100;
    return await postFee(db, {
      ...effect,
      currency: 'USD',
      business: 'RETURN',
      feeCode: 'RETURN_HANDLING',
      quantity: units,
      unit: 'PCS',
      unitPrice: perUnit,
      tariffRule: { key: 'RETURN_HANDLING_PER_UNIT', params: { perUnit, units } },
    });
  },
  credit: async (db, random, effect) =>
    await credit(db, {
      ...effect,
      currency: 'USD',
      amount: random.int(-100, 50_000) / 100,
      source: 'RECHARGE',
    }),
};

/**
 * What a refused or replayed call could have touched: every mutable record, and the size and tail of
 * every append-only one. A full deep compare each step would make the test quadratic.
 */
const fingerprint = (db: Db) =>
  JSON.stringify([
    db.balances,
    db.purses,
    [...db.counters],
    db.appliedEffects.size,
    [db.flow, db.fees, db.purseTransactions].map((rows) => [rows.length, rows.at(-1)]),
  ]);

function pickSku(db: Db, random: Random): string {
  const codes = [...db.skus.map((s) => s.sku), ...db.cartons.map((c) => c.cartonSku)];
  return random.next() < 0.02 ? 'UNKNOWN-SKU' : random.pick(codes);
}

const lines = (db: Db, random: Random) =>
  Array.from({ length: random.int(1, 3) }, () => ({ sku: pickSku(db, random), qty: qty(random) }));

describe('effects under random use', () => {
  it('keep every invariant, and refused calls change nothing', async () => {
    const random = createRandom(6);
    const db = await smallDb();
    const names = Object.keys(STEPS);
    const counts = { applied: 0, refused: 0, replayed: 0 };
    // The last applied call: sometimes sent again (other arguments, same key), which must change nothing.
    type Call = { name: string; effect: Effect };
    let previous: Call | null = null;
    for (let step = 0; step < 2000; step += 1) {
      const replay: Call | null =
        previous !== null && previous.name !== 'receive' && random.next() < 0.05 ? previous : null;
      const name: string = replay?.name ?? random.pick(names);
      const effect: Effect = replay?.effect ?? {
        effectKey: `DOC${step}:${name}`,
        customerId: 'C001',
        warehouseCode: random.pick(['USEA', 'USWE']),
        docType: 'OUTBOUND',
        docNo: `DOC${step}`,
        operator: 'admin',
        at: new Date(Date.UTC(2026, 0, 1) + step * 60_000).toISOString(),
      };
      const before = fingerprint(db);
      try {
        await STEPS[name](db, random, effect);
        counts[replay ? 'replayed' : 'applied'] += 1;
        previous = { name, effect };
      } catch (error) {
        if (!(error instanceof EffectError)) throw error;
        counts.refused += 1;
        // `receive` is two effects; its first may stand when the putaway is refused.
        if (name !== 'receive') expect(fingerprint(db)).toBe(before);
      }
      if (replay) expect(fingerprint(db)).toBe(before);
      expect(await checkInvariants(db), `step ${step} ${name}`).toEqual([]);
    }
    expect(counts.refused).toBeGreaterThan(100);
    expect(counts.replayed).toBeGreaterThan(20);
    expect(counts.applied).toBeGreaterThan(500);
    expect(db.flow.length).toBeGreaterThan(500);
    expect(db.fees.length).toBeGreaterThan(50);
  });
});
