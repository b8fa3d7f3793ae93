import { receiveInTransit, putaway, type Effect } from './effects/inventory';
import { seededDb } from './reset';
import type { Db } from './store';

export const TEST_DAY = Date.UTC(2026, 10, 22);

/** The seeded master data without documents: every stock and purse still empty. */
export function testDb(): Db {
  return seededDb({ today: TEST_DAY, documents: false });
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
export function stockUp(db: Db, sku: string, qty: number, docNo = `IB-${sku}-${qty}`): void {
  receiveInTransit(db, effectFor(docNo, 'approve'), [{ sku, qty }]);
  putaway(db, effectFor(docNo, 'putaway'), [{ sku, expectedQty: qty, goodQty: qty, damagedQty: 0 }]);
}
