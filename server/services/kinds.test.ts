import { describe, expect, it } from 'vitest';
import { seededDb } from '../store/reset';
import { everyRecord } from '../store/store';
import { CHARTS, KIND_COLLECTIONS, KINDS, numberOf, prefixOf, type NumberedKind } from './kinds';

describe('the kinds of record, each described once', () => {
  it('number every document the seed makes with its kind’s prefix and the day, in its number field', async () => {
    const db = await seededDb();
    const documents = (Object.keys(KINDS) as (keyof typeof KINDS)[]).filter(
      (kind): kind is NumberedKind & keyof typeof CHARTS => 'numberField' in KINDS[kind] && kind !== 'sku',
    );
    expect(documents).toEqual(['inbound', 'outbound', 'rma', 'recharge', 'settlement']);
    for (const kind of documents) {
      const records = await everyRecord(db, KIND_COLLECTIONS[kind]);
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
    const [outbound] = await everyRecord(db, 'outbounds');
    const [sku] = await everyRecord(db, 'skus');
    const [warehouse] = await everyRecord(db, 'warehouses');
    expect(numberOf('outbound', outbound)).toBe(outbound.outboundNo);
    expect(numberOf('sku', sku)).toBe(sku.sku);
    expect(numberOf('warehouse', warehouse)).toBe(warehouse.id);
  });
});
