import { beforeAll, describe, expect, it } from 'vitest';
import { businessFingerprint } from './fingerprint';
import type { Db } from './store';
import { seedWorkspaceDb } from './testing';

describe('businessFingerprint', () => {
  let db: Db;
  let print: string;
  beforeAll(async () => {
    // the data as lists, changed in place below; over tables it is the contract suite's "nothing
    // changed" (GET /__test/fingerprint, refusals.test.ts) that shows it
    db = await seedWorkspaceDb();
    print = await businessFingerprint(db);
  });

  it('is a sha-256, the same for equal data however it was made', async () => {
    expect(print).toMatch(/^[0-9a-f]{64}$/);
    expect(await businessFingerprint(db)).toBe(print);
    expect(await businessFingerprint(structuredClone(db))).toBe(print);
    // the db's own fields in another order are the same data
    const reordered = Object.fromEntries(Object.entries(db).reverse()) as unknown as Db;
    expect(await businessFingerprint(reordered)).toBe(print);
  });

  it.each<[string, (copy: Db) => void]>([
    ['a field of a record', (copy) => (copy.skus[0].nameEn += ' ')],
    ['a record added', (copy) => copy.carriers.push(structuredClone(copy.carriers[0]))],
    ['a record removed', (copy) => copy.declarations.pop()],
    ['two records swapped', (copy) => copy.skus.splice(0, 2, copy.skus[1], copy.skus[0])],
    ['a counter', (copy) => copy.counters.set('IB20990101', 1)],
    ['an applied effect key', (copy) => copy.appliedEffects.add('IB9:arrive')],
    ['a field added to a record', (copy) => Object.assign(copy.customers[0], { note: '' })],
    ['the version', (copy) => (copy.version += 1)],
  ])('changes with %s', async (_, change) => {
    const copy = structuredClone(db);
    change(copy);
    expect(await businessFingerprint(copy)).not.toBe(print);
  });
});
