import { act as actInReact, fireEvent, screen, within } from '@testing-library/react';
import { liveDb } from '../../../../server/api/db-instance';
import { act, estimateFees, save } from '../../../../server/services/index';
import { inboundInput, ok, operator, outboundInput, seller } from '../../../../server/services/testing';
import { filter, find, findById, update } from '../../../../server/store/store';
import type { InboundOrder, OutboundOrder } from '../../../../server/store/types/documents';
import { zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

// Test helpers only: imported by the outbound detail page's tests.

/** A SKU of the seller (C001) with at least `qty` available at USEA, and how many are. */
export async function stockedSku(qty: number): Promise<{ sku: string; available: number }> {
  const balance = (await filter(await liveDb(), 'balances', { customerId: 'C001', warehouseCode: 'USEA' }))
    .filter((b) => b.available >= qty)
    .sort((a, b) => a.sku.localeCompare(b.sku))[0];
  if (!balance) throw new Error(`the seed has no SKU of C001 with ${qty} available at USEA`);
  return { sku: balance.sku, available: balance.available };
}

/** `count` SKUs of the seller with at least `qty` available each at USEA. */
export async function stockedSkus(count: number, qty: number): Promise<{ sku: string; available: number }[]> {
  const found = (await filter(await liveDb(), 'balances', { customerId: 'C001', warehouseCode: 'USEA' }))
    .filter((b) => b.available >= qty)
    .sort((a, b) => a.sku.localeCompare(b.sku))
    .slice(0, count)
    .map((b) => ({ sku: b.sku, available: b.available }));
  if (found.length < count) throw new Error(`the seed has only ${found.length} SKUs of C001 stocked at USEA`);
  return found;
}

/**
 * A SKU of the seller stocked at USEA whose whole stock and `extra` more make the lightest parcel of
 * all: an order short of stock on it that a carrier still takes, whatever the seed's stock levels.
 */
export async function lightestShortage(extra: number): Promise<{ sku: string; available: number }> {
  const db = await liveDb();
  // the first of the seller's SKUs of each code, as a lookup of the list would find it
  const weights = new Map<string, number>();
  for (const s of await filter(db, 'skus', { customerId: 'C001' }))
    if (!weights.has(s.sku)) weights.set(s.sku, s.weightKg);
  const weightOf = (sku: string) => weights.get(sku) ?? Number.POSITIVE_INFINITY;
  const load = (b: { sku: string; available: number }) => (b.available + extra) * weightOf(b.sku);
  const [balance] = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: 'USEA' }))
    .filter((b) => b.available >= 1)
    .sort((a, b) => load(a) - load(b) || a.sku.localeCompare(b.sku));
  if (!balance) throw new Error('the seed has no SKU of C001 stocked at USEA');
  return { sku: balance.sku, available: balance.available };
}

let sequence = 0;

type Step = 'submit' | 'pick' | 'pack' | 'requestCancel';

/**
 * An order of the seller's from USEA with UPS Ground, made through the mock's services on the live
 * database and taken through `steps` (the seller submits; the warehouse picks and packs).
 */
export async function seedOutbound(
  lines: [string, number][],
  steps: Step[] = [],
  extra: Record<string, unknown> = {},
): Promise<OutboundOrder> {
  const db = await liveDb();
  sequence += 1;
  const order = ok(
    await save(db, seller, 'outbound', outboundInput(lines, { referenceNo: `UT-OBD-${sequence}`, ...extra })),
  );
  for (const step of steps) {
    if (step === 'submit') ok(await act(db, seller, 'outbound', order.id, 'submit', {}));
    if (step === 'pick') ok(await act(db, operator, 'outbound', order.id, 'pick', {}));
    if (step === 'pack') ok(await act(db, operator, 'outbound', order.id, 'pack', { actualWeightKg: 1.5 }));
    if (step === 'requestCancel')
      ok(await act(db, seller, 'outbound', order.id, 'requestCancel', { reason: 'Buyer changed address' }));
  }
  // as stored after the steps (what `save` answered is the draft)
  const stepped = await findById(db, 'outbounds', order.id);
  if (!stepped) throw new Error(`${order.id} was not saved`);
  return structuredClone(stepped);
}

/** An approved inbound order of the seller's bringing `qty` of `sku` to USEA, due on `eta`. */
export async function seedInbound(sku: string, qty: number, eta: string): Promise<InboundOrder> {
  const db = await liveDb();
  sequence += 1;
  const order = ok(
    await save(db, seller, 'inbound', inboundInput([[sku, qty]], { eta, referenceNo: `UT-IBD-${sequence}` })),
  );
  ok(await act(db, seller, 'inbound', order.id, 'submit', {}));
  ok(await act(db, operator, 'inbound', order.id, 'approve', {}));
  // as stored after the steps (what `save` answered is the draft)
  const approved = await findById(db, 'inbounds', order.id);
  if (!approved) throw new Error(`${order.id} was not saved`);
  return structuredClone(approved);
}

/** The order as the server has it now. */
export async function stored(id: string): Promise<OutboundOrder | undefined> {
  return await findById(await liveDb(), 'outbounds', id);
}

/** The estimate the server makes for one of the seller's orders. */
export async function estimateOf(id: string): Promise<number> {
  return ok(await estimateFees(await liveDb(), seller, 'outbound', id)).total;
}

/**
 * Sets the seller's USD purse so that it can spend exactly `spendable` (by freezing the rest), and
 * gives back the function that undoes it (await it).
 */
export async function purseSpending(spendable: number): Promise<() => Promise<void>> {
  const purse = await find(await liveDb(), 'purses', { customerId: 'C001', currency: 'USD' });
  if (!purse) throw new Error('the seller has no USD purse');
  const before = purse.frozen;
  await update(await liveDb(), 'purses', purse.id, {
    frozen: Math.round((purse.balance + purse.creditLimit - spendable) * 100) / 100,
  });
  return async () => {
    await update(await liveDb(), 'purses', purse.id, { frozen: before });
  };
}

const running: ReturnType<typeof renderApp>['actor'][] = [];

/** The console at `hash`, signed in as `user`. */
export async function openAs(hash: string, user: string, lang?: 'en') {
  const app = renderApp(hash, lang ? { lang } : {});
  running.push(app.actor);
  await actInReact(() => signInAs(app.actor, user));
  return app;
}

/** Opens the order's page as `user` and waits for its number as the title. */
export async function openOrder(order: { id: string; outboundNo: string }, user: string, lang?: 'en') {
  const app = await openAs(`#/outbound/detail/${order.id}`, user, lang);
  await screen.findByRole('heading', { name: order.outboundNo }, { timeout: 25000 });
  return app;
}

/** Stops the consoles of the test (call after `cleanup`). */
export function stopConsoles() {
  for (const actor of running.splice(0)) actor.stop();
}

/** On the open waybill tab: the customer picks a PDF as the label, and the tab says it is uploaded. */
export async function uploadLabelInTab() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  const pdf = new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], 'label.pdf', {
    type: 'application/pdf',
  });
  fireEvent.change(input as HTMLInputElement, { target: { files: [pdf] } });
  await screen.findByText(zh('outbound.detail.waybill.customerHas'), undefined, { timeout: 10000 });
}

/** On the open waybill tab: the customer voids the label, confirming it in the dialog. */
export async function voidLabelInTab() {
  fireEvent.click(
    await screen.findByRole('button', { name: zh('outbound.detail.waybill.void') }, { timeout: 10000 }),
  );
  // modal content renders while its transition runs: hidden to the accessibility tree in happy-dom
  const dialog = within(await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 }));
  fireEvent.click(dialog.getByRole('button', { name: zh('outbound.detail.waybill.void'), hidden: true }));
}
