import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboundStatus } from '@machines/business/inbound-order.machine';
import { liveDb } from '../../../server/api/db-instance';
import { inboundFixture } from '../../../server/api/fixtures';
import { filter, insert } from '../../../server/store/store';
import type { InboundOrder } from '../../../server/store/types/documents';
import { zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

// Test helpers only: imported by the inbound views' tests.

export { choose } from '@/test/business-ui';

/** Approved SKUs of the seller (C001) with an approved US import declaration: they may go to USEA. */
export async function usReadySkus(count: number): Promise<string[]> {
  const db = await liveDb();
  const declared = new Set(
    (
      await filter(db, 'declarations', {
        customerId: 'C001',
        countryCode: 'US',
        direction: 'IMPORT',
        status: 'APPROVED',
      })
    ).map((d) => d.sku),
  );
  const skus = (await filter(db, 'skus', { customerId: 'C001', status: 'APPROVED' }))
    .filter((s) => declared.has(s.sku))
    .map((s) => s.sku);
  if (skus.length < count) throw new Error(`the seed has only ${skus.length} US-ready SKUs`);
  return skus.slice(0, count);
}

let sequence = 900;

/**
 * An order of the seller's put straight into the database in `status`, one line per box, with its id
 * equal to its number as the seed's orders have (exception ids lead back to the order by number).
 */
export async function seedOrder(
  status: InboundStatus,
  skus: string[],
  patch: Partial<InboundOrder> = {},
): Promise<InboundOrder> {
  const db = await liveDb();
  sequence += 1;
  const base = inboundFixture(sequence, status);
  const inboundNo = `IBTEST-${sequence}`;
  const counted = status === 'RECEIVED' || status === 'COMPLETED';
  const order: InboundOrder = {
    ...base,
    id: inboundNo,
    inboundNo,
    referenceNo: `UT-${sequence}`,
    arrivedAt: ['ARRIVED', 'RECEIVING', 'RECEIVED', 'COMPLETED'].includes(status) ? base.createdAt : null,
    boxes: skus.map((sku, index) => ({
      ...base.boxes[0],
      boxNo: index + 1,
      boxBarcode: status === 'DRAFT' ? null : `${inboundNo}-${index + 1}`,
      lines: [
        { sku, expectedQty: 10, receivedQty: counted ? 10 : 0, goodQty: counted ? 10 : 0, damagedQty: 0 },
      ],
    })),
    ...patch,
  };
  await insert(db, 'inbounds', order);
  return order;
}

const running: ReturnType<typeof renderApp>['actor'][] = [];

/** The console at `hash`, signed in as `user`. */
export async function openAs(hash: string, user: string, lang?: 'en') {
  const app = renderApp(hash, lang ? { lang } : {});
  running.push(app.actor);
  await act(() => signInAs(app.actor, user));
  return app;
}

/**
 * Stops the consoles of the test (call after `cleanup`): a console left running keeps its session
 * and shares it with the next one, as two browser tabs would.
 */
export function stopConsoles() {
  for (const actor of running.splice(0)) actor.stop();
}

// The dropdowns open hidden in happy-dom (their transition never ends), hence `hidden: true`.
/** Picks `sku` in a SKU picker: types it (the server searches) and chooses the option. */
export async function pickSku(input: HTMLElement, sku: string) {
  // a change to an input without focus is taken for autofill, not typing
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: sku } });
  // this picker's own list: another picker's closed list may still be in the page with the same SKUs
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`the SKU list of the picker did not open`);
    return found;
  });
  fireEvent.click(
    await within(list).findByRole('option', { name: new RegExp(`^${sku}`), hidden: true }, { timeout: 5000 }),
  );
}

export const boxSection = (no: number) =>
  screen.getByRole('region', { name: zh('inbound.box.title', { no }) });
