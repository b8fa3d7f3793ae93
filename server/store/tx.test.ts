import { describe, expect, it } from 'vitest';
import { markApplied, wasApplied } from './effect';
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
  it('undo every write of a failed transaction: inserts, updates, removals, counters and effect keys', async () => {
    const db = createDb();
    await insert(db, 'customers', customer('A'));
    await insert(db, 'customers', customer('B'));
    const before = structuredClone(db);
    await expect(
      transact(db, async () => {
        await insert(db, 'customers', customer('C'));
        await update(db, 'customers', 'A', { name: 'renamed' });
        await removeById(db, 'customers', 'B');
        await nextDocNo(db, 'IB', '2026-11-22T00:00:00.000Z');
        await markApplied(db, 'IB1:approve');
        expect(inTransaction(db)).toBe(true);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(db).toEqual(before);
    expect(inTransaction(db)).toBe(false);
    expect((await findById(db, 'customers', 'B'))?.id).toBe('B');
    expect(await findById(db, 'customers', 'C')).toBeUndefined();
    expect(await wasApplied(db, 'IB1:approve')).toBe(false);
  });

  it('keep what a successful transaction wrote; a failing nested one undoes only its own writes', async () => {
    const db = createDb();
    await transact(db, async () => {
      await insert(db, 'customers', customer('A'));
      await expect(
        transact(db, async () => {
          await update(db, 'customers', 'A', { name: 'inner' });
          await insert(db, 'customers', customer('B'));
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await update(db, 'customers', 'A', { name: 'outer' });
    });
    expect(db.customers.map((c) => [c.id, c.name])).toEqual([['A', 'outer']]);
  });
});
