import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { everyRecord, filter, findById, type Db } from '../../store/store';
import { act, remove, save } from '../../services/index';
import { lastTwelveMonths, setSkuStrategy, skuReturnFigures } from './sku';
import {
  approvedSkus,
  failed,
  masterDb,
  ok,
  operator,
  seller,
  seller2,
  TEST_NOW,
} from '../../services/testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

const strategy = async (db: Db, name: string, scope: 'CUSTOMER_DEFAULT' | 'SKU', sku = '') =>
  ok(
    await save(db, seller, 'returnStrategy', { name, scope, sku, onGood: 'RESTOCK', onDefective: 'DESTROY' }),
  );

const defaultsOf = (db: Db) =>
  filter(db, 'returnStrategies', { customerId: 'C001', scope: 'CUSTOMER_DEFAULT' });

describe('the customer default strategy', () => {
  it('stays exactly one: a new default makes the former one a strategy tied to no SKU', async () => {
    const db = await masterDb();
    const first = await strategy(db, 'First', 'CUSTOMER_DEFAULT');
    const second = await strategy(db, 'Second', 'CUSTOMER_DEFAULT');
    expect((await defaultsOf(db)).map((s) => s.id)).toEqual([second.id]);
    expect(await findById(db, 'returnStrategies', first.id)).toMatchObject({ scope: 'SKU', sku: null });

    // an existing one made the default, by editing it
    ok(await save(db, seller, 'returnStrategy', { ...first, scope: 'CUSTOMER_DEFAULT' }));
    expect((await defaultsOf(db)).map((s) => s.id)).toEqual([first.id]);
  });

  it('cannot stop being the default by itself, nor be deleted', async () => {
    const db = await masterDb();
    const only = await strategy(db, 'Only', 'CUSTOMER_DEFAULT');
    expect(failed(await save(db, seller, 'returnStrategy', { ...only, scope: 'SKU' })).fields).toEqual({
      scope: { key: 'defaultStrategyRequired' },
    });
    expect(failed(await remove(db, seller, 'returnStrategy', [only.id]))).toMatchObject({
      status: 409,
      message: { key: 'defaultStrategyKept', params: { id: 'Only' } },
    });
    expect(await defaultsOf(db)).toHaveLength(1);
  });

  it('is kept per customer: another customer’s default is untouched', async () => {
    const db = await masterDb();
    const other = ok(
      await save(db, seller2, 'returnStrategy', {
        name: 'Theirs',
        scope: 'CUSTOMER_DEFAULT',
        onGood: 'HOLD',
        onDefective: 'HOLD',
      }),
    );
    await strategy(db, 'Mine', 'CUSTOMER_DEFAULT');
    expect((await findById(db, 'returnStrategies', other.id))?.scope).toBe('CUSTOMER_DEFAULT');
  });
});

describe('Rma/SetSkuStrategy', () => {
  it('ties a free strategy to the SKU, frees its former one, and falls back to the default', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const fallback = await strategy(db, 'Default', 'CUSTOMER_DEFAULT');
    const former = await strategy(db, 'Former', 'SKU', a);
    const free = await strategy(db, 'Free', 'SKU');

    expect(ok(await setSkuStrategy(db, seller, { sku: a, strategyId: free.id }))?.id).toBe(free.id);
    expect((await findById(db, 'returnStrategies', former.id))?.sku).toBeNull();

    expect(ok(await setSkuStrategy(db, seller, { sku: a, strategyId: '' }))?.id).toBe(fallback.id);
    expect((await findById(db, 'returnStrategies', free.id))?.sku).toBeNull();
  });

  it('refuses the operator (403), the default and one tied to another SKU (422), and what is not the caller’s (404)', async () => {
    const db = await masterDb();
    const [a, b] = await approvedSkus(db);
    const fallback = await strategy(db, 'Default', 'CUSTOMER_DEFAULT');
    const ofB = await strategy(db, 'Of b', 'SKU', b);
    expect(failed(await setSkuStrategy(db, operator, { sku: a, strategyId: '' })).status).toBe(403);
    expect(failed(await setSkuStrategy(db, seller, { sku: a, strategyId: fallback.id })).fields).toEqual({
      strategyId: { key: 'strategyIsDefault' },
    });
    expect(failed(await setSkuStrategy(db, seller, { sku: a, strategyId: ofB.id })).fields).toEqual({
      strategyId: { key: 'strategyTaken', params: { sku: b } },
    });
    expect(failed(await setSkuStrategy(db, seller, { sku: '', strategyId: '' })).status).toBe(422);
    expect(failed(await setSkuStrategy(db, seller, { sku: 'NOPE-1', strategyId: '' })).status).toBe(404);
    expect(failed(await setSkuStrategy(db, seller, { sku: a, strategyId: 'RS-NOPE' })).status).toBe(404);
    // another customer's strategy, and another customer's SKU, are unknown to the seller
    const theirs = ok(
      await save(db, seller2, 'returnStrategy', {
        name: 'T',
        scope: 'SKU',
        onGood: 'HOLD',
        onDefective: 'HOLD',
      }),
    );
    const before = JSON.stringify(await everyRecord(db, 'returnStrategies'));
    expect(failed(await setSkuStrategy(db, seller, { sku: a, strategyId: theirs.id })).status).toBe(404);
    expect(failed(await setSkuStrategy(db, seller2, { sku: a, strategyId: '' })).status).toBe(404);
    expect(JSON.stringify(await everyRecord(db, 'returnStrategies'))).toBe(before);
  });
});

describe('the figures of a SKU’s returns', () => {
  it('counts units per reason and per month of the clock, leaving cancelled returns out', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const rma = async (reason: string, qty: number) =>
      ok(
        await save(db, seller, 'rma', {
          warehouseCode: 'USEA',
          reason,
          lines: [{ sku: a, expectedQty: qty }],
        }),
      );
    await rma('Wrong size', 2);
    await rma('Wrong size', 1);
    await rma('Arrived damaged', 4);
    const cancelled = await rma('Arrived damaged', 9);
    ok(await act(db, seller, 'rma', cancelled.id, 'cancel', {}));

    const figures = await skuReturnFigures(db, 'C001', a);
    expect(figures.units).toBe(7);
    expect(figures.shipped).toBe(0);
    expect(figures.reasons).toEqual([
      { reason: 'Wrong size', rmas: 2, units: 3 },
      { reason: 'Arrived damaged', rmas: 1, units: 4 },
    ]);
    const months = lastTwelveMonths(TEST_NOW);
    expect(figures.months.map((m) => m.month)).toEqual(months);
    expect(months[11]).toBe(new Date(TEST_NOW).toISOString().slice(0, 7));
    expect(figures.months[11]).toEqual({ month: months[11], rmas: 3, units: 7 });
    expect(figures.months.slice(0, 11).every((m) => m.rmas === 0)).toBe(true);
  });

  it('names twelve months in order across a year’s end', () => {
    expect(lastTwelveMonths(Date.UTC(2026, 1, 15))).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
