import { describe, expect, it } from 'vitest';
import { seededDb } from '../store/reset';
import { CHARTS, KIND_COLLECTIONS, KINDS, numberOf, prefixOf, type NumberedKind } from './kinds';

describe('the kinds of record, each described once', () => {
  it('number every document the seed makes with its kind’s prefix and the day, in its number field', async () => {
    const db = await seededDb();
    const documents = (Object.keys(KINDS) as (keyof typeof KINDS)[]).filter(
      (kind): kind is NumberedKind & keyof typeof CHARTS => 'numberField' in KINDS[kind] && kind !== 'sku',
    );
    expect(documents).toEqual(['inbound', 'outbound', 'rma', 'recharge', 'settlement']);
    for (const kind of documents) {
      const records = db[KIND_COLLECTIONS[kind]] as { id: string }[];
      expect(records.length, kind).toBeGreaterThan(0);
      const pattern = new RegExp(`^${prefixOf(kind)}\\d{8}-\\d{4}$`);
      expect(
        records.map((record) => numberOf(kind, record)).filter((number) => !pattern.test(number)),
        kind,
      ).toEqual([]);
    }
  });

  it('give every document kind its chart, and name a record by its number, its code or its id', async () => {
    const db = await seededDb();
    for (const [kind, chart] of Object.entries(CHARTS)) expect(chart.id, kind).toBeTruthy();
    expect(numberOf('outbound', db.outbounds[0])).toBe(db.outbounds[0].outboundNo);
    expect(numberOf('sku', db.skus[0])).toBe(db.skus[0].sku);
    expect(numberOf('warehouse', db.warehouses[0])).toBe(db.warehouses[0].id);
  });
});
