import { act as actInReact, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { act, save } from '../../../server/services/index';
import { ok, operator, outboundInput, seller } from '../../../server/services/testing';
import { filter, find, findById, update } from '../../../server/store/store';
import type { OutboundOrder, Recharge } from '../../../server/store/types/documents';
import { renderApp, signInAs } from '@/test/render-app';

// Test helpers only: imported by the recharge and purse pages' tests.

export { choose, enter, expectFieldMessage, labelled } from '@/test/business-ui';

const running: ReturnType<typeof renderApp>['actor'][] = [];

/** The console at `hash`, signed in as `user` (Chinese unless `lang` says English). */
export async function openAs(hash: string, user: string, lang?: 'en') {
  const app = renderApp(hash, lang ? { lang } : {});
  running.push(app.actor);
  await actInReact(() => signInAs(app.actor, user));
  return app;
}

/** Stops the consoles of the test (call after `cleanup`), as closing the browser tab would. */
export function stopConsoles() {
  for (const actor of running.splice(0)) actor.stop();
}

let sequence = 0;

/** The seller's USD purse as the back-end holds it now. */
export async function sellerPurse() {
  const purse = await find(await liveDb(), 'purses', { customerId: 'C001', currency: 'USD' });
  if (!purse) throw new Error('the seller has no USD purse');
  return purse;
}

/**
 * `count` orders of the seller's held for ARREARS, oldest first: the purse is made to spend exactly
 * 1 USD (the rest frozen) while they are submitted. `release()` gives the purse back what it could
 * spend (the orders stay held until a credit re-checks them): await it.
 */
export async function heldForArrears(count: number) {
  const db = await liveDb();
  const purse = await sellerPurse();
  const frozenBefore = purse.frozen;
  await update(db, 'purses', purse.id, {
    frozen: Math.round((purse.balance + purse.creditLimit - 1) * 100) / 100,
  });
  const balance = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: 'USEA' }))
    .filter((b) => b.available >= count + 1)
    .sort((a, b) => a.sku.localeCompare(b.sku))[0];
  if (!balance) throw new Error('the seed has no stocked SKU of C001 at USEA');
  const orders: OutboundOrder[] = [];
  for (let i = 0; i < count; i += 1) {
    sequence += 1;
    const draft = ok(
      await save(
        db,
        seller,
        'outbound',
        outboundInput([[balance.sku, 1]], { referenceNo: `UT-ARR-${sequence}` }),
      ),
    );
    const held = ok(await act(db, seller, 'outbound', draft.id, 'submit', {}));
    expect([held.status, held.exceptionReason]).toEqual(['EXCEPTION', 'ARREARS']);
    // distinct creation times: the queue's order is the creation order
    orders.push(
      structuredClone(
        await update(db, 'outbounds', held.id, {
          createdAt: new Date(Date.parse(held.createdAt) - (count - i) * 60_000).toISOString(),
        }),
      ),
    );
  }
  return {
    orders,
    release: async (): Promise<void> => {
      await update(await liveDb(), 'purses', purse.id, { frozen: frozenBefore });
    },
  };
}

type RechargeStep = 'submit' | 'approve' | 'reject' | 'withdraw';

/** A bank transfer of the seller's (a receipt on file) taken through `steps`. */
export async function seedRecharge(
  steps: RechargeStep[] = [],
  extra: Partial<Recharge> = {},
): Promise<Recharge> {
  const db = await liveDb();
  sequence += 1;
  const draft = ok(
    await save(db, seller, 'recharge', {
      method: 'BANK_TRANSFER',
      currency: 'USD',
      declaredAmount: 500,
      payerName: 'Northwind Trading LLC',
      bankRefNo: `FTUT${sequence}`,
      receiptFile: `/mock/uploads/ut-${sequence}.pdf`,
      ...extra,
    }),
  );
  for (const step of steps) {
    if (step === 'submit' || step === 'withdraw') ok(await act(db, seller, 'recharge', draft.id, step, {}));
    if (step === 'approve')
      ok(await act(db, operator, 'recharge', draft.id, 'approve', { arrivedAmount: 500, serviceCharge: 5 }));
    if (step === 'reject')
      ok(await act(db, operator, 'recharge', draft.id, 'reject', { reason: 'no transfer' }));
  }
  const stored = await findById(db, 'recharges', draft.id);
  if (!stored) throw new Error(`the recharge ${draft.id} is not stored`);
  return structuredClone(stored);
}

/** The recharge as the back-end holds it now. */
export const storedRecharge = async (id: string) => await findById(await liveDb(), 'recharges', id);

/** The recharge whose credit released the order. */
export async function rechargeReleasing(orderId: string): Promise<Recharge | undefined> {
  const db = await liveDb();
  const order = await findById(db, 'outbounds', orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  // a credit releases its customer's orders only
  return (await filter(db, 'recharges', { customerId: order.customerId })).find((r) =>
    r.releasedOrders.some((o) => o.id === orderId),
  );
}

/** The order as the back-end holds it now. */
export const storedOrder = async (id: string) => await findById(await liveDb(), 'outbounds', id);

/** Waits for the page's title (a document's number once loaded). */
export async function pageTitled(text: string) {
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: text })).toBeInTheDocument(), {
    timeout: 15000,
  });
}
