import { receiveInTransit, putaway, type Effect } from './effects/inventory';
import { MemoryPersistence } from './persistence';
import { seededDb } from './reset';
import type { Db } from './store';

export const TEST_DAY = Date.UTC(2026, 10, 22);

/** The seeded master data without documents: every stock and purse still empty. */
export async function testDb(): Promise<Db> {
  return await seededDb({ today: TEST_DAY, documents: false });
}

export const effectFor = (docNo: string, action: string, overrides: Partial<Effect> = {}): Effect => ({
  effectKey: `${docNo}:${action}`,
  customerId: 'C001',
  warehouseCode: 'USEA',
  docType: 'INBOUND',
  docNo,
  operator: 'admin',
  at: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

/** Puts `qty` good units of `sku` into available stock through the inbound effects. */
export async function stockUp(db: Db, sku: string, qty: number, docNo = `IB-${sku}-${qty}`): Promise<void> {
  await receiveInTransit(db, effectFor(docNo, 'approve'), [{ sku, qty }]);
  await putaway(db, effectFor(docNo, 'putaway'), [{ sku, expectedQty: qty, goodQty: qty, damagedQty: 0 }]);
}

/** A store (in memory) whose calls' transactions fail as they commit, when told to. */
export class FailingCommits extends MemoryPersistence {
  failCommits = false;

  protected override async commit(): Promise<void> {
    if (this.failCommits) throw new Error('the database could not commit');
  }
}
