import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../seed/prng';
import { EffectError } from './effect';
import { credit, postFee } from '../areas/finance/effects';
import { putaway, receiveInTransit, release, reserve, ship, type Effect } from '../areas/inventory/effects';
import { checkInvariants } from './invariants';
import { countOf, everyRecord, filter, removeById, type CollectionName, type Db } from './store';
import { keyedOf } from './tables';
import { testDb } from './testing';

/** A db, and the codes its calls pick from (its SKUs' and cartons'). */
interface Small {
  db: Db;
  codes: readonly string[];
}

/** Takes out of `name` every record but those of `kept`. */
async function keepOnly(db: Db, name: CollectionName, kept: readonly { id: string }[]): Promise<void> {
  const ids = new Set(kept.map((record) => record.id));
  for (const record of await filter(db, name)) if (!ids.has(record.id)) await removeById(db, name, record.id);
}

/** The seeded masters with a handful of SKUs, so random calls collide and a deep compare is cheap. */
async function smallDb(): Promise<Small> {
  const db = await testDb();
  const skus = (await filter(db, 'skus', { status: 'APPROVED' })).slice(0, 4);
  const cartons = (await filter(db, 'cartons', { customerId: 'C001' })).slice(0, 2);
  const components = new Set(cartons.map((c) => c.componentSku));
  const kept = [
    ...skus,
    ...(await filter(db, 'skus', { customerId: 'C001' })).filter((s) => components.has(s.sku)),
  ];
  await keepOnly(db, 'skus', kept);
  await keepOnly(db, 'cartons', cartons);
  for (const name of ['declarations', 'certificates', 'listings'] as const) await keepOnly(db, name, []);
  return { db, codes: [...kept.map((s) => s.sku), ...cartons.map((c) => c.cartonSku)] };
}

type Step = (db: Db, random: Random, effect: Effect, codes: readonly string[]) => Promise<unknown>;

const qty = (random: Random) => (random.next() < 0.05 ? random.pick([0, -1, 2.5]) : random.int(1, 12));

const STEPS: Record<string, Step> = {
  receive: async (db, random, effect, codes) => {
    const sku = pickSku(codes, random);
    const expected = qty(random);
    await receiveInTransit(db, { ...effect, effectKey: `${effect.effectKey}:approve` }, [
      { sku, qty: expected },
    ]);
    const good = random.int(0, Math.max(0, expected + 1));
    await putaway(db, effect, [{ sku, expectedQty: expected, goodQty: good, damagedQty: random.int(0, 2) }]);
  },
  reserve: async (db, random, effect, codes) => await reserve(db, effect, lines(codes, random)),
  release: async (db, random, effect, codes) => await release(db, effect, lines(codes, random)),
  ship: async (db, random, effect, codes) => await ship(db, effect, lines(codes, random)),
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

const LEDGERS = ['flow', 'fees', 'purseTransactions'] as const;
type Ledger = (typeof LEDGERS)[number];

/** How many rows each ledger holds. */
const sizes = async (db: Db): Promise<number[]> =>
  await Promise.all(LEDGERS.map((name) => countOf(db, name)));

/**
 * What a refused or replayed call could have touched: every mutable record, and the size and tail of
 * every append-only one: its newest rows, those of the moment `newest` says (a call's rows carry its
 * moment, later each step; read by that column, not every row). A full deep compare each step would
 * make the test quadratic.
 */
const fingerprint = async (db: Db, newest: ReadonlyMap<Ledger, string>) =>
  JSON.stringify([
    await everyRecord(db, 'balances'),
    await everyRecord(db, 'purses'),
    [...(await keyed(db, 'counters'))],
    (await keyed(db, 'appliedEffects')).size,
    await Promise.all(
      LEDGERS.map(async (name) => [await countOf(db, name), await tailOf(db, name, newest.get(name))]),
    ),
  ]);

/** A ledger's rows of the moment `at` (none before a row is written). */
async function tailOf(db: Db, name: Ledger, at: string | undefined): Promise<readonly object[]> {
  return at === undefined ? [] : await filter(db, name, { at });
}

/** A keyed value of the db: its table's where it is bound, else its own. */
async function keyed<K extends 'counters' | 'appliedEffects'>(db: Db, name: K): Promise<Db[K]> {
  const kept = await keyedOf(db, name);
  return kept === undefined ? db[name] : (kept as Db[K]);
}

function pickSku(codes: readonly string[], random: Random): string {
  return random.next() < 0.02 ? 'UNKNOWN-SKU' : random.pick(codes);
}

const lines = (codes: readonly string[], random: Random) =>
  Array.from({ length: random.int(1, 3) }, () => ({ sku: pickSku(codes, random), qty: qty(random) }));

describe('effects under random use', () => {
  it('keep every invariant, and refused calls change nothing', async () => {
    const random = createRandom(6);
    const { db, codes } = await smallDb();
    const names = Object.keys(STEPS);
    const counts = { applied: 0, refused: 0, replayed: 0 };
    // The last applied call: sometimes sent again (other arguments, same key), which must change nothing.
    type Call = { name: string; effect: Effect & { at: string } };
    let previous: Call | null = null;
    // the moment of each ledger's newest rows: of the last call that added some
    const newest = new Map<Ledger, string>();
    for (let step = 0; step < 2000; step += 1) {
      const replay: Call | null =
        previous !== null && previous.name !== 'receive' && random.next() < 0.05 ? previous : null;
      const name: string = replay?.name ?? random.pick(names);
      const effect: Call['effect'] = replay?.effect ?? {
        effectKey: `DOC${step}:${name}`,
        customerId: 'C001',
        warehouseCode: random.pick(['USEA', 'USWE']),
        docType: 'OUTBOUND',
        docNo: `DOC${step}`,
        operator: 'admin',
        at: new Date(Date.UTC(2026, 0, 1) + step * 60_000).toISOString(),
      };
      const before = await fingerprint(db, newest);
      const sizesBefore = await sizes(db);
      try {
        await STEPS[name](db, random, effect, codes);
        counts[replay ? 'replayed' : 'applied'] += 1;
        previous = { name, effect };
      } catch (error) {
        if (!(error instanceof EffectError)) throw error;
        counts.refused += 1;
        // `receive` is two effects; its first may stand when the putaway is refused.
        if (name !== 'receive') expect(await fingerprint(db, newest)).toBe(before);
      }
      if (replay) expect(await fingerprint(db, newest)).toBe(before);
      const sizesAfter = await sizes(db);
      LEDGERS.forEach((ledger, i) => {
        if (sizesAfter[i] !== sizesBefore[i]) newest.set(ledger, effect.at);
      });
      expect(await checkInvariants(db), `step ${step} ${name}`).toEqual([]);
    }
    expect(counts.refused).toBeGreaterThan(100);
    expect(counts.replayed).toBeGreaterThan(20);
    expect(counts.applied).toBeGreaterThan(500);
    expect(await countOf(db, 'flow')).toBeGreaterThan(500);
    expect(await countOf(db, 'fees')).toBeGreaterThan(50);
    // the fingerprints read each ledger's tail: its newest rows end as the ledger does
    for (const name of LEDGERS) {
      const tail = await tailOf(db, name, newest.get(name));
      expect(tail.length, name).toBeGreaterThan(0);
      expect(tail.at(-1), name).toEqual((await everyRecord(db, name)).at(-1));
    }
  });
});
