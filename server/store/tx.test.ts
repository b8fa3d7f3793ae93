import { describe, expect, it } from 'vitest';
import { markApplied, wasApplied } from './effect';
import { businessFingerprint } from './fingerprint';
import { createDb, everyRecord, findById, insert, nextDocNo, removeById, update } from './store';
import { emptyTestDb } from './testing';
import { inTransaction, recordUndo, transact } from './tx';
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
    const db = await emptyTestDb();
    await insert(db, 'customers', customer('A'));
    await insert(db, 'customers', customer('B'));
    const before = await businessFingerprint(db);
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
    expect(await businessFingerprint(db)).toBe(before);
    expect(inTransaction(db)).toBe(false);
    expect((await findById(db, 'customers', 'B'))?.id).toBe('B');
    expect(await findById(db, 'customers', 'C')).toBeUndefined();
    expect(await wasApplied(db, 'IB1:approve')).toBe(false);
  });

  it('keep what a successful transaction wrote; a failing nested one undoes only its own writes', async () => {
    const db = await emptyTestDb();
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
    expect((await everyRecord(db, 'customers')).map((c) => [c.id, c.name])).toEqual([['A', 'outer']]);
  });

  it('let the step’s own error go on when its writes cannot be taken back, and refuse to end well after it', async () => {
    const db = createDb();
    const original = Object.assign(new Error('could not serialize access'), { code: '40001' });
    // the database refuses the undoing write, as PostgreSQL does once a statement aborted its transaction
    const failing = () => recordUndo(db, () => Promise.reject(new Error('current transaction is aborted')));
    await expect(
      transact(db, async () => {
        failing();
        throw original;
      }),
    ).rejects.toBe(original);
    // a caller that catches the inner error and goes on: the outermost transaction fails all the same
    await expect(
      transact(db, async () => {
        await transact(db, async () => {
          failing();
          throw original;
        }).catch(() => undefined);
        return 'carried on';
      }),
    ).rejects.toThrow('could not all be taken back');
    expect(inTransaction(db)).toBe(false);
  });
});
