import { describe, expect, it } from 'vitest';
import { markApplied, wasApplied } from './effects/effect';
import { createDb, findById, insert, nextDocNo, removeById, update } from './store';
import { inTransaction, transact } from './tx';
import type { Customer } from './types/master';

const customer = (id: string): Customer => ({
  id,
  code: id,
  name: id,
  contact: '',
  email: '',
  phone: '',
  countryCode: 'US',
  currency: 'USD',
  status: 'ACTIVE',
  createdAt: '',
});

describe('transactions', () => {
  it('undo every write of a failed transaction: inserts, updates, removals, counters and effect keys', () => {
    const db = createDb();
    insert(db, 'customers', customer('A'));
    insert(db, 'customers', customer('B'));
    const before = structuredClone(db);
    expect(() =>
      transact(db, () => {
        insert(db, 'customers', customer('C'));
        update(db, 'customers', 'A', { name: 'renamed' });
        removeById(db, 'customers', 'B');
        nextDocNo(db, 'IB', '2026-11-22T00:00:00.000Z');
        markApplied(db, 'IB1:approve');
        expect(inTransaction(db)).toBe(true);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(db).toEqual(before);
    expect(inTransaction(db)).toBe(false);
    expect(findById(db, 'customers', 'B')?.id).toBe('B');
    expect(findById(db, 'customers', 'C')).toBeUndefined();
    expect(wasApplied(db, 'IB1:approve')).toBe(false);
  });

  it('keep what a successful transaction wrote; a failing nested one undoes only its own writes', () => {
    const db = createDb();
    transact(db, () => {
      insert(db, 'customers', customer('A'));
      expect(() =>
        transact(db, () => {
          update(db, 'customers', 'A', { name: 'inner' });
          insert(db, 'customers', customer('B'));
          throw new Error('inner refused');
        }),
      ).toThrow('inner refused');
      update(db, 'customers', 'A', { name: 'outer' });
    });
    expect(db.customers.map((c) => [c.id, c.name])).toEqual([['A', 'outer']]);
  });
});
