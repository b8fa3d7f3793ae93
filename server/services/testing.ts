import { expect } from 'vitest';
import { businessFingerprint } from '../store/fingerprint';
import { filter, type Db } from '../store/store';
import { TEST_DAY, testDb } from '../store/testing';
import type { Actor, Outcome } from './contract';
import { act, save } from './index';

// Test helpers of the services: imported by *.test.ts only.

export const operator: Actor = { accountId: 'u-admin', name: 'admin', role: 'operator', customerId: null };
export const seller: Actor = { accountId: 'u-seller', name: 'seller', role: 'customer', customerId: 'C001' };
export const seller2: Actor = {
  accountId: 'u-seller2',
  name: 'seller2',
  role: 'customer',
  customerId: 'C002',
};

/** Ten in the morning of the test day: documents saved now are dated then. */
export const TEST_NOW = TEST_DAY + 10 * 3_600_000;

/** The seeded master data without documents: quick, and every stock and purse empty (`testDb`). */
export const masterDb = testDb;

/** The value of a successful outcome; fails the test with the failure otherwise. */
export function ok<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) expect.fail(`expected success, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** The failure of an outcome; fails the test when it succeeded. */
export function failed<T>(outcome: Outcome<T>) {
  if (outcome.ok) expect.fail('expected a failure');
  return outcome;
}

/** The codes of a customer's APPROVED SKUs, in their order. */
export const approvedSkus = async (db: Db, customerId = 'C001'): Promise<string[]> =>
  (await filter(db, 'skus', { customerId, status: 'APPROVED' })).map((s) => s.sku);

/** A valid inbound order to USEA of `lines` (SKU codes with quantities), one box per line. */
export const inboundInput = (lines: [string, number][], extra: Record<string, unknown> = {}) => ({
  warehouseCode: 'USEA',
  shippingMode: 'SEA_LCL',
  loadType: 'PARCEL',
  eta: '2026-12-20',
  boxes: lines.map(([sku, expectedQty]) => ({
    weightKg: 12.5,
    lengthCm: 50,
    widthCm: 40,
    heightCm: 30,
    lines: [{ sku, expectedQty }],
  })),
  ...extra,
});

export const consignee = {
  name: 'Ada Lovelace',
  phone: '+1 555 0100',
  countryCode: 'US',
  state: 'NY',
  city: 'New York',
  address1: '1 Main St',
  postcode: '10001',
};

export const outboundInput = (lines: [string, number][], extra: Record<string, unknown> = {}) => ({
  referenceNo: `PO-${lines.map(([s, q]) => `${s}x${q}`).join('-')}`.slice(0, 50),
  warehouseCode: 'USEA',
  carrierCode: 'UPS-GROUND',
  consignee,
  lines: lines.map(([sku, qty]) => ({ sku, qty, declaredValue: 10 })),
  ...extra,
});

/** The receive counts of an inbound order whose every box held what it said, all of it good. */
export const countsAsExpected = (
  boxes: readonly { boxNo: number; lines: readonly { sku: string; expectedQty: number }[] }[],
) =>
  boxes.flatMap((box) =>
    box.lines.map((l) => ({
      boxNo: box.boxNo,
      sku: l.sku,
      receivedQty: l.expectedQty,
      goodQty: l.expectedQty,
      damagedQty: 0,
    })),
  );

/** Puts `lines` into available stock of C001 at USEA through a whole inbound order. */
/** `fn` on each item in turn (each may write, so never two at once); its answers in order. */
export async function eachInTurn<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = [];
  for (const [index, item] of items.entries()) answers.push(await fn(item, index));
  return answers;
}

export async function stockUp(db: Db, lines: [string, number][], actor: Actor = seller): Promise<void> {
  const order = ok(await save(db, actor, 'inbound', inboundInput(lines)));
  ok(await act(db, actor, 'inbound', order.id, 'submit', {}));
  ok(await act(db, operator, 'inbound', order.id, 'approve', {}));
  ok(await act(db, operator, 'inbound', order.id, 'arrive', {}));
  ok(await act(db, operator, 'inbound', order.id, 'startReceiving', {}));
  ok(await act(db, operator, 'inbound', order.id, 'receive', { lines: countsAsExpected(order.boxes) }));
  ok(await act(db, operator, 'inbound', order.id, 'putaway', {}));
}

/** Tops the customer's purse up by a card recharge (credited at once). */
export async function topUp(db: Db, amount: number, actor: Actor = seller) {
  const recharge = ok(
    await save(db, actor, 'recharge', {
      method: 'ONLINE_CARD',
      currency: 'USD',
      declaredAmount: amount,
      payerName: 'Payer',
    }),
  );
  return ok(await act(db, actor, 'recharge', recharge.id, 'submit', {}));
}

/**
 * A fingerprint of everything a refused call must leave alone (counters and effect keys included),
 * in either home of the data: lists or tables.
 */
export const snapshotOf = (db: Db): Promise<string> => businessFingerprint(db);
