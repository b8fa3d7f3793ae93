import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../api/clock';
import { countOf, type Db, everyRecord, filter, find, findById, insert, nextDocNo, update } from './store';
import { keyedOf } from './tables';
import { emptyTestDb, seedWorkspaceDb, testDb } from './testing';

afterEach(() => setClock());

/** The document counters: a bound db's table's, or the db's own map. */
async function countersOf(db: Db): Promise<Map<string, number>> {
  const kept = await keyedOf(db, 'counters');
  return kept instanceof Map ? (kept as Map<string, number>) : db.counters;
}

describe('document numbers', () => {
  it('count per prefix per UTC day, from 0001', async () => {
    const db = await emptyTestDb();
    expect(await nextDocNo(db, 'IB', '2026-11-22T00:00:00.000Z')).toBe('IB20261122-0001');
    expect(await nextDocNo(db, 'IB', '2026-11-22T23:59:59.999Z')).toBe('IB20261122-0002');
    expect(await nextDocNo(db, 'OB', '2026-11-22T10:00:00.000Z')).toBe('OB20261122-0001');
    expect(await nextDocNo(db, 'IB', '2026-11-23T00:00:00.000Z')).toBe('IB20261123-0001');
    expect(await nextDocNo(db, 'IB', Date.UTC(2026, 10, 22, 5))).toBe('IB20261122-0003');
    setClock(() => Date.UTC(2026, 10, 23, 12));
    expect(await nextDocNo(db, 'IB')).toBe('IB20261123-0002');
    expect(Object.fromEntries(await countersOf(db))).toEqual({ IB20261122: 3, OB20261122: 1, IB20261123: 2 });
  });
});

describe('collections', () => {
  it('insert, find, update and filter by id and criteria', async () => {
    const db = await testDb();
    const [first] = await everyRecord(db, 'customers');
    expect(first).toBeDefined();
    // (its own code: a table holds each code once)
    const customer = { ...first, id: 'C003', code: 'C003', name: 'Third' };
    await insert(db, 'customers', customer);
    await expect(insert(db, 'customers', customer)).rejects.toThrow(/duplicate/);
    expect((await findById(db, 'customers', 'C003'))?.name).toBe('Third');
    expect((await update(db, 'customers', 'C003', { name: 'Renamed' })).name).toBe('Renamed');
    await expect(update(db, 'customers', 'C404', { name: 'x' })).rejects.toThrow(/no record/);
    expect((await find(db, 'warehouses', { ownerCustomerId: 'C002' }))?.code).toBe('BHG-MANCHESTER');
    expect(await filter(db, 'skus', { customerId: 'C002' })).toHaveLength(300);
    // a list of values: any of them; several fields: all of them; none: every record
    const official = await filter(db, 'warehouses', { kind: 'OFFICIAL' });
    expect(official.length).toBeGreaterThan(0);
    expect(await filter(db, 'warehouses', { kind: ['OFFICIAL', 'SELF_SERVICE'] })).toHaveLength(
      await countOf(db, 'warehouses'),
    );
    expect(await filter(db, 'warehouses', { kind: 'OFFICIAL', ownerCustomerId: 'C002' })).toEqual([]);
    expect(await filter(db, 'customers')).toEqual(await everyRecord(db, 'customers'));
  });

  // the array home's own: its lists and the positions it keeps of their records
  it('answer a copy of an array, and look up right after the array is changed behind their back', async () => {
    const db = await seedWorkspaceDb();
    await insert(db, 'customers', { ...db.customers[0], id: 'C003', name: 'Third' });
    await update(db, 'customers', 'C003', { name: 'Renamed' });
    expect(await filter(db, 'customers')).toEqual(db.customers);
    expect(await filter(db, 'customers')).not.toBe(db.customers);
    // A lookup stays right after the array is changed behind the helpers' back.
    db.customers.splice(0, 1);
    expect((await findById(db, 'customers', 'C003'))?.name).toBe('Renamed');
    expect(await findById(db, 'customers', 'C001')).toBeUndefined();
  });
});
