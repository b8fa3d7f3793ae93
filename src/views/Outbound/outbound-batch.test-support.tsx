import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { act as actOn, actOnBatch, save, saveBatch } from '../../../server/services/index';
import { eachInTurn, ok, operator, outboundInput, seller } from '../../../server/services/testing';
import { filter, findById } from '../../../server/store/store';
import type { OutboundBatch, OutboundOrder } from '../../../server/store/types/documents';
import { renderApp, signInAs } from '@/test/render-app';

// Test helpers only: imported by the batch and waybill pages' tests.

const running: ReturnType<typeof renderApp>['actor'][] = [];

/** The console at `hash`, signed in as `user`. */
export async function openAs(hash: string, user: string, lang?: 'en') {
  const app = renderApp(hash, lang ? { lang } : {});
  running.push(app.actor);
  await act(() => signInAs(app.actor, user));
  return app;
}

/** Stops the consoles of the test (after `cleanup`), so the next one starts signed out. */
export function stopConsoles() {
  for (const actor of running.splice(0)) actor.stop();
}

let sequence = 0;

/**
 * `count` packed orders of the seller from USEA with UPS Ground, made through the mock's services (the
 * seed's year has few in progress), their references starting with `prefix`.
 */
export async function packedOrders(count: number, prefix: string): Promise<OutboundOrder[]> {
  const db = await liveDb();
  const stock = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: 'USEA' })).find(
    (b) => b.available >= count,
  );
  if (!stock) throw new Error('the seed has no stock of C001 at USEA');
  return eachInTurn(Array.from({ length: count }), async () => {
    sequence += 1;
    const order = ok(
      await save(
        db,
        seller,
        'outbound',
        outboundInput([[stock.sku, 1]], { referenceNo: `${prefix}-${sequence}` }),
      ),
    );
    ok(await actOn(db, seller, 'outbound', order.id, 'submit', {}));
    ok(await actOn(db, operator, 'outbound', order.id, 'pick', {}));
    ok(await actOn(db, operator, 'outbound', order.id, 'pack', { actualWeightKg: 0.5 }));
    // as stored now, packed (what `save` answered is the draft)
    const packed = await findById(db, 'outbounds', order.id);
    if (!packed) throw new Error(`${order.id} was not saved`);
    return structuredClone(packed);
  });
}

/** A batch of the seller's `orders` made through the services, printed when asked. */
export async function seedBatch(
  orders: readonly OutboundOrder[],
  kind: OutboundBatch['kind'],
  printed = false,
): Promise<OutboundBatch> {
  const db = await liveDb();
  const batch = ok(await saveBatch(db, seller, { kind, orderIds: orders.map((o) => o.id) }));
  return printed ? ok(await actOnBatch(db, seller, batch.id, 'print', {})) : batch;
}

export async function batchInDb(id: string): Promise<OutboundBatch | undefined> {
  return await findById(await liveDb(), 'outboundBatches', id);
}

/** The batch list's "view" button of `batchNo`, once the list shows it. */
export async function openBatch(batchNo: string, viewLabel: string) {
  fireEvent.click(await screen.findByRole('button', { name: viewLabel }, { timeout: 25_000 }));
  return within(await screen.findByRole('dialog', { name: new RegExp(batchNo) }, { timeout: 10_000 }));
}

/** Confirms the open confirmation dialog titled `title` with its button `run`. */
export async function confirmDialog(title: string, run: string) {
  // still in its opening transition in happy-dom: hidden to the queries until it ends
  const dialog = await screen.findByRole('dialog', { name: title, hidden: true });
  fireEvent.click(within(dialog).getByRole('button', { name: run, hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title, hidden: true })).toBeNull());
}
