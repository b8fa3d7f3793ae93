import { within } from '@testing-library/react';
import type { RmaStatus } from '@machines/business/rma.machine';
import { liveDb } from '../../../server/api/db-instance';
import { act as step, save } from '../../../server/services/index';
import { ok, operator, outboundInput, seller } from '../../../server/services/testing';
import { filter, findById } from '../../../server/store/store';
import type { OutboundOrder, Rma } from '../../../server/store/types/documents';

// Test helpers only: imported by the return views' tests.

export { choose, enter, expectFieldMessage, labelled } from '@/test/business-ui';
// the list helpers every business list's tests share (a row, its offered actions, the hash's query)
export {
  hashQuery,
  offeredIn,
  openAs,
  rowOf,
  stopConsoles,
  table,
} from '@/views/Outbound/outbound.test-support';

let sequence = 500;

/** A SKU of the seller with free stock at `warehouseCode`, asked afresh (each order reserves some). */
async function skuInStock(warehouseCode: string, qty: number): Promise<string> {
  const db = await liveDb();
  const balance = (await filter(db, 'balances', { customerId: 'C001', warehouseCode })).find(
    (b) => b.available >= qty + 5,
  );
  if (!balance) throw new Error(`the seed has no free stock of C001 at ${warehouseCode}`);
  return balance.sku;
}

/**
 * A B2C order of the seller shipped from USEA with one line of `qty` units, made as the console and
 * the warehouse would (saved, submitted, picked, packed, shipped), its reference `ref`.
 */
export async function shippedOrder(qty: number, ref: string): Promise<OutboundOrder> {
  const db = await liveDb();
  sequence += 1;
  const sku = await skuInStock('USEA', qty);
  const draft = ok(
    await save(
      db,
      seller,
      'outbound',
      outboundInput([[sku, qty]], { referenceNo: ref, warehouseCode: 'USEA', carrierCode: 'UPS-GROUND' }),
    ),
  );
  ok(await step(db, seller, 'outbound', draft.id, 'submit', {}));
  ok(await step(db, operator, 'outbound', draft.id, 'pick', {}));
  ok(await step(db, operator, 'outbound', draft.id, 'pack', { actualWeightKg: 0.8 }));
  ok(
    await step(db, operator, 'outbound', draft.id, 'ship', {
      trackingNo: `1ZRMA${String(sequence).padStart(8, '0')}`,
    }),
  );
  const stored = await findById(db, 'outbounds', draft.id);
  if (!stored) throw new Error(`${draft.id} was not saved`);
  return structuredClone(stored);
}

/** The steps from a draft to each state, by the customer or the warehouse as the chart wants. */
const PATH: Record<RmaStatus, [string, Record<string, unknown>][]> = {
  DRAFT: [],
  SUBMITTED: [['submit', {}]],
  RECEIVED: [
    ['submit', {}],
    ['receive', {}],
  ],
  COMPLETED: [
    ['submit', {}],
    ['receive', {}],
    ['process', {}],
  ],
  CANCELLED: [['cancel', { reason: 'seeded' }]],
};

/**
 * A carrier return of the seller at USEA in `status`, made through the services; its reference is
 * `ref` (open the list with that keyword to see the test's own rows only). Received: 1 good, 1 defective.
 */
export async function seedRma(status: RmaStatus, ref: string): Promise<Rma> {
  const db = await liveDb();
  const sku = await skuInStock('USEA', 0);
  const rma = ok(
    await save(db, seller, 'rma', {
      source: 'CARRIER_RETURN',
      warehouseCode: 'USEA',
      referenceNo: ref,
      trackingNo: `RS-${ref}`,
      reason: 'Returned to sender by the carrier',
      lines: [{ sku, expectedQty: 2 }],
    }),
  );
  for (const [event, payload] of PATH[status]) {
    const body =
      event === 'receive'
        ? {
            lines: [{ sku, goodQty: 1, defectiveQty: 1, unidentifiedQty: 0 }],
            photos: ['/mock/images/returns/test.jpg'],
          }
        : payload;
    const by = event === 'receive' || event === 'process' ? operator : seller;
    ok(await step(db, by, 'rma', rma.id, event, body));
  }
  const stored = await findById(db, 'rmas', rma.id);
  if (!stored) throw new Error(`${rma.id} was not saved`);
  return structuredClone(stored);
}

/** The return as the back-end holds it now. */
export async function storedRma(id: string): Promise<Rma | undefined> {
  return await findById(await liveDb(), 'rmas', id);
}

/** The RMA numbers shown in the table's rows (each a link to its return), in order. */
export const shownNumbers = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('#/rma/detail/'))
    .map((link) => link.textContent ?? '');

/**
 * The hashes the console goes through from now on: a page another engineer registers (the return's
 * detail) may not be in this build, and its path then goes on to the 404 page.
 */
export function visitedHashes() {
  const seen: string[] = [];
  const listener = (event: HashChangeEvent) => seen.push(new URL(event.newURL).hash);
  window.addEventListener('hashchange', listener);
  return { seen, stop: () => window.removeEventListener('hashchange', listener) };
}
