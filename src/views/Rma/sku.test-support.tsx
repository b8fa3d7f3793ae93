import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { returnedSkus } from '../../../server/areas/rma/returned-skus';
import { everyRecord, filter, filterNaming, type Db } from '../../../server/store/store';

// Test helpers only: imported by the tests of the return SKU pages and strategies.

export { openAs, choose, expectFieldMessage, labelled } from '@/test/business-ui';

/** The seller's customer id; seller2's is C002. */
export const SELLER = 'C001';

/** The seller's most returned SKU (the seed guarantees returns of C001). */
export async function mostReturnedSku(): Promise<string> {
  const db = await liveDb();
  const top = (await returnedSkus(db, null))
    .filter((r) => r.customerId === SELLER)
    .sort((a, b) => b.units - a.units || a.sku.localeCompare(b.sku))[0];
  if (!top) throw new Error('the seed has no returns of C001');
  return top.sku;
}

/**
 * A returned SKU of the seller's whose code seller2 has not: SKU codes are each customer's own, so
 * two customers may share one, and seller2 would rightly see its own SKU of that code.
 */
export async function returnedSkuOnlySellerHas(): Promise<string> {
  const db = await liveDb();
  const others = new Set(
    (await everyRecord(db, 'skus')).filter((s) => s.customerId !== SELLER).map((s) => s.sku),
  );
  const found = (await returnedSkus(db, null))
    .filter((r) => r.customerId === SELLER && !others.has(r.sku))
    .sort((a, b) => b.units - a.units || a.sku.localeCompare(b.sku))[0];
  if (!found) throw new Error('every returned SKU code of C001 is also another customer’s');
  return found.sku;
}

/** Units of a SKU that came back and that shipped, summed from the mock's database as a person would. */
export async function unitsOf(db: Db, sku: string): Promise<{ returned: number; shipped: number }> {
  const returned = (await filterNaming(db, 'rmas', { customerId: SELLER }, 'lines.sku', [sku]))
    .filter((r) => r.status !== 'CANCELLED')
    .flatMap((r) => r.lines.filter((line) => line.sku === sku))
    .reduce((sum, l) => {
      const received = l.goodQty + l.defectiveQty + l.unidentifiedQty;
      return sum + (received > 0 ? received : l.expectedQty);
    }, 0);
  const shipped = (
    await filterNaming(
      db,
      'outbounds',
      { customerId: SELLER, status: ['SHIPPED', 'DELIVERED'] },
      'lines.sku',
      [sku],
    )
  )
    .flatMap((o) => o.lines.filter((line) => line.sku === sku))
    .reduce((sum, l) => sum + l.qty, 0);
  return { returned, shipped };
}

/** The seller's strategies in the mock's database. */
export async function strategiesOf(customerId = SELLER) {
  return await filter(await liveDb(), 'returnStrategies', { customerId });
}

/** The figure card named `label`: its value. */
export function figure(label: string): string {
  const card = screen.getByRole('group', { name: label });
  return within(card).getAllByText(/./)[1]?.textContent ?? '';
}

/** The rows of a table as their cells' text. */
export function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** Waits for the table named `name` (a page's first answer may take a while on a busy machine). */
export const findTable = (name: string) => screen.findByRole('table', { name }, { timeout: 25_000 });

/** The strategy panel of the SKU page, once its strategy is shown. */
export async function strategyPanel(title: string) {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 25_000 });
  const panel = heading.closest('section');
  if (!panel) throw new Error('no strategy panel');
  return panel;
}

export async function expectNoDoubleDefault() {
  await waitFor(async () => {
    const mine = await strategiesOf();
    expect(mine.filter((s) => s.scope === 'CUSTOMER_DEFAULT')).toHaveLength(1);
  });
}
