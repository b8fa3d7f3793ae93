import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { OutboundState } from '@machines/business/outbound-order.machine';
import { liveDb } from '../../../server/api/db-instance';
import { act as step, save } from '../../../server/services/index';
import { ok, operator, outboundInput, seller } from '../../../server/services/testing';
import { filter, findById, update } from '../../../server/store/store';
import type { OutboundOrder } from '../../../server/store/types/documents';
import { zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

// Test helpers only: imported by the outbound views' tests.

export { choose } from '@/test/business-ui';

let sequence = 700;

/** The seller's customer id; seller2's is C002. */
export const SELLER = 'C001';

/** The steps from a draft to each state, by the warehouse or the customer as the chart wants. */
const PATH: Partial<Record<OutboundState, [string, Record<string, unknown>][]>> = {
  DRAFT: [],
  AWAITING_PICK: [['submit', {}]],
  ON_HOLD: [
    ['submit', {}],
    ['hold', {}],
  ],
  PICKING: [
    ['submit', {}],
    ['pick', {}],
  ],
  PACKED: [
    ['submit', {}],
    ['pick', {}],
    ['pack', { actualWeightKg: 0.8 }],
  ],
  SHIPPED: [
    ['submit', {}],
    ['pick', {}],
    ['pack', { actualWeightKg: 0.8 }],
    ['ship', { trackingNo: '' }],
  ],
  CANCELLED: [
    ['submit', {}],
    ['cancel', { reason: 'seeded' }],
  ],
};
const BY_OPERATOR = new Set(['pick', 'pack', 'ship', 'deliver', 'confirmCancel', 'refuseCancel']);

/** A SKU of the seller with free stock at `warehouseCode`, asked afresh (each order reserves some). */
async function skuInStock(warehouseCode: string): Promise<string> {
  const db = await liveDb();
  const balance = (await filter(db, 'balances', { customerId: SELLER, warehouseCode })).find(
    (b) => b.available >= 5,
  );
  if (!balance) throw new Error(`the seed has no free stock of ${SELLER} at ${warehouseCode}`);
  return balance.sku;
}

/**
 * An order of the seller's made as the console would (saved, then stepped through the chart by the
 * customer and the warehouse, so stock is reserved and released for real), in `status`. EXCEPTION is
 * a draft set aside with its reason (`patch.exceptionReason`, out of stock by default).
 * `patch` may set the warehouse, the carrier, the reference; the rest is written after the steps.
 * Give orders of one test a common reference prefix (`ZQ…`) and open the list with that keyword: the
 * test then sees its own rows only, whatever the seed holds.
 */
export async function seedOrder(
  status: OutboundState,
  patch: Partial<OutboundOrder> = {},
): Promise<OutboundOrder> {
  const db = await liveDb();
  sequence += 1;
  const {
    warehouseCode = 'USEA',
    carrierCode = 'UPS-GROUND',
    referenceNo = `UT-${sequence}`,
    ...after
  } = patch;
  const input = outboundInput([[await skuInStock(warehouseCode), 1]], {
    referenceNo,
    warehouseCode,
    carrierCode,
  });
  const draft = ok(await save(db, seller, 'outbound', input));
  const steps = PATH[status] ?? [];
  for (const [event, payload] of steps) {
    const body = event === 'ship' ? { trackingNo: `1ZUT${String(sequence).padStart(8, '0')}` } : payload;
    ok(await step(db, BY_OPERATOR.has(event) ? operator : seller, 'outbound', draft.id, event, body));
  }
  const stored = await findById(db, 'outbounds', draft.id);
  if (!stored) throw new Error(`${draft.id} was not saved`);
  const written: Partial<OutboundOrder> = {};
  if (status === 'EXCEPTION') {
    Object.assign(written, { status, exceptionReason: 'OUT_OF_STOCK' });
  } else if (!(status in PATH)) {
    throw new Error(`seedOrder cannot reach ${status}`);
  }
  Object.assign(written, after);
  return structuredClone(await update(db, 'outbounds', stored.id, written));
}

/** The orders as the back-end holds them now. */
export async function storedOrder(id: string): Promise<OutboundOrder | undefined> {
  return await findById(await liveDb(), 'outbounds', id);
}

const running: ReturnType<typeof renderApp>['actor'][] = [];

/** The console at `hash`, signed in as `user`. */
export async function openAs(hash: string, user: string, lang?: 'en') {
  const app = renderApp(hash, lang ? { lang } : {});
  running.push(app.actor);
  await act(() => signInAs(app.actor, user));
  return app;
}

/** Stops the consoles of the test (call after `cleanup`), as closing the browser tab would. */
export function stopConsoles() {
  for (const actor of running.splice(0)) actor.stop();
}

/** The query of the hash (`#/outbound/list?status=DRAFT` → status=DRAFT). */
export const hashQuery = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

/** The list's table, once its rows (a header row and `count` rows) are there. */
export async function table(name: string) {
  return screen.findByRole('table', { name }, { timeout: 25_000 });
}

/** The row of a document by its number. */
export function rowOf(scope: HTMLElement, no: string): HTMLElement {
  const row = within(scope).getByText(no).closest('tr');
  if (!row) throw new Error(`no row for ${no}`);
  return row;
}

/** The lifecycle actions a row offers, in words: its inline button and those under "more". */
export async function offeredIn(row: HTMLElement): Promise<string[]> {
  const skip = new Set([zh('business.action.view'), zh('business.action.more')]);
  // a row the user may do nothing with has no button at all
  const inline = within(row)
    .queryAllByRole('button')
    .filter((b) => !b.getAttribute('aria-label')?.startsWith(zh('business.action.view')))
    .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '')
    .filter((name) => !skip.has(name));
  const more = within(row).queryByRole('button', { name: zh('business.action.more') });
  if (!more) return inline;
  fireEvent.click(more);
  const items = await screen.findAllByRole('menuitem', { hidden: true });
  const names = items.map((item) => item.textContent ?? '');
  // the menu is made on the first press: its trigger is a new button now
  fireEvent.click(within(row).getByRole('button', { name: zh('business.action.more') }));
  await waitFor(() => expect(screen.queryAllByRole('menuitem', { hidden: true })).toHaveLength(0));
  return [...inline, ...names];
}

/** The order numbers shown in the table's rows (each a link to its order), in order. */
export const shownNumbers = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('#/outbound/detail/'))
    .map((link) => link.textContent ?? '');
