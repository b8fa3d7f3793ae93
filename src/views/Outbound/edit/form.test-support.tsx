import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveDb } from '../../../../server/api/db-instance';
import { everyRecord, filter, find, findById, insert } from '../../../../server/store/store';
import type { OutboundOrder } from '../../../../server/store/types/documents';
import { zh } from '@/test/messages';

// Test helpers only: imported by the outbound views' tests.

export { choose, enter, expectFieldMessage, labelled, openAs } from '@/test/business-ui';

/** An APPROVED SKU of the seller (C001) with stock available at `warehouse`, lightest first. */
export async function stockedSku(warehouse = 'USEA', minAvailable = 2) {
  const db = await liveDb();
  const approved = new Map(
    (await filter(db, 'skus', { customerId: 'C001', status: 'APPROVED' })).map((s) => [s.sku, s]),
  );
  // a carton SKU of the same code would resolve differently
  const cartonSkus = new Set((await everyRecord(db, 'cartons')).map((c) => c.cartonSku));
  const rows = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: warehouse }))
    .filter((b) => b.available >= minAvailable && approved.has(b.sku) && !cartonSkus.has(b.sku))
    .sort((a, b) => (approved.get(a.sku)?.weightKg ?? 0) - (approved.get(b.sku)?.weightKg ?? 0));
  const row = rows[0];
  if (!row) throw new Error(`the seed has no approved SKU of the seller stocked at ${warehouse}`);
  return { sku: row.sku, available: row.available, weightKg: approved.get(row.sku)?.weightKg ?? 0 };
}

/** The first of the seller's (or `customerId`'s) orders in `status`, as the seed holds them. */
export async function orderIn(status: OutboundOrder['status'], customerId = 'C001'): Promise<OutboundOrder> {
  const db = await liveDb();
  const order = (await filter(db, 'outbounds', { customerId, status })).sort((a, b) =>
    a.id.localeCompare(b.id),
  )[0];
  if (!order) throw new Error(`the seed has no ${status} order of ${customerId}`);
  return order;
}

let sequence = 900;

/**
 * An order of the seller's put straight into the database in `status`: from USEA by UPS Ground to a
 * US buyer, one line of `sku` (a copy of a seed order with these fields set).
 */
export async function seedOrder(
  status: OutboundOrder['status'],
  sku: string,
  patch: Partial<OutboundOrder> = {},
): Promise<OutboundOrder> {
  const db = await liveDb();
  const base = await find(db, 'outbounds', { customerId: 'C001', type: 'B2C' });
  if (!base) throw new Error('the seed has no B2C order of the seller');
  sequence += 1;
  const outboundNo = `OBTEST-${sequence}`;
  const order: OutboundOrder = {
    ...structuredClone(base),
    id: outboundNo,
    outboundNo,
    referenceNo: `UT-OB-SEED-${sequence}`,
    status,
    warehouseCode: 'USEA',
    carrierCode: 'UPS-GROUND',
    businessMode: 'WAREHOUSE_AND_DELIVERY',
    waybillUploaded: false,
    services: { signature: false, insuranceValue: 0 },
    consignee: {
      name: 'Jane Doe',
      company: '',
      phone: '+1 217-555-0199',
      email: '',
      countryCode: 'US',
      state: 'IL',
      city: 'Springfield',
      address1: '500 Oak Ave',
      address2: '',
      postcode: '62704',
    },
    lines: [{ sku, qty: 1, declaredValue: 10, fnsku: '' }],
    fba: null,
    trackingNo: '',
    exceptionReason: null,
    actionLog: [],
    ...patch,
  };
  await insert(db, 'outbounds', order);
  return order;
}

export const outboundById = async (id: string) => await findById(await liveDb(), 'outbounds', id);

/**
 * Records the hashes the console goes to from now on (the page after Save or Submit), whether or not
 * that page is in this build (a missing view's path goes on to the 404 page).
 */
export function watchHashes() {
  const seen: string[] = [];
  const listener = (event: HashChangeEvent) => seen.push(new URL(event.newURL).hash);
  window.addEventListener('hashchange', listener);
  return {
    /** waits for a visit of the detail page and answers its id */
    detailId: () =>
      waitFor(
        () => {
          const match = seen.map((hash) => /^#\/outbound\/detail\/(.+)$/.exec(hash)).find(Boolean);
          if (!match) throw new Error(`no detail page among ${seen.join(', ') || 'no hash change'}`);
          return decodeURIComponent(match[1]);
        },
        { timeout: 15000 },
      ),
    stop: () => window.removeEventListener('hashchange', listener),
  };
}

/**
 * Picks `sku` in a SKU picker: types it (the server searches) and chooses the option in this picker's
 * own list (another picker's closed list may stay in happy-dom's page, where transitions never end).
 */
export async function pickSku(input: HTMLElement, sku: string) {
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: sku } });
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('the SKU list of the picker did not open');
    return found;
  });
  const escaped = sku.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  fireEvent.click(
    await within(list).findByRole(
      'option',
      { name: new RegExp(`^${escaped}`), hidden: true },
      { timeout: 8000 },
    ),
  );
}

export const lineSection = (no: number) =>
  screen.getByRole('region', { name: zh('outbound.edit.line.title', { no }) });

export const cartonSection = (no: number, text = zh) =>
  screen.getByRole('region', { name: text('outbound.edit.carton.title', { no }) });

export const withinLine = (no: number) => within(lineSection(no));
