import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter, findById } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh, zhPattern } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120000);
afterEach(cleanup);

async function open(hash: string, user: string) {
  const app = renderApp(hash);
  await act(() => signInAs(app.actor, user));
  return app;
}

/** A balance of the seller's with stock available. */
async function stocked() {
  const db = await liveDb();
  const balance = (await filter(db, 'balances', { customerId: 'C001' })).find((b) => b.available > 5);
  if (!balance) throw new Error('the seed has no available stock for C001');
  return balance;
}

describe('stock (business.md §7)', () => {
  it('lets the operator adjust a bucket with a reason, and the flow shows the row', async () => {
    const balance = await stocked();
    const available = balance.available;
    await open(
      `#/inventory/list?sku=${balance.sku}&warehouseCode=${balance.warehouseCode}&customerId=C001`,
      'admin',
    );
    const table = await screen.findByRole('table', { name: zh('inventory.list.title') }, { timeout: 25000 });
    const row = (
      await within(table).findByRole('button', { name: zh('inventory.list.openSku', { sku: balance.sku }) })
    ).closest('tr') as HTMLElement;
    fireEvent.click(
      within(row).getByRole('button', { name: zh('inventory.list.operate', { sku: balance.sku }) }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: zh('inventory.operate.adjust') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: zh('inventory.operate.submit') }));
    expect(await within(dialog).findByText(zh('business.actionDialog.reasonRequired'))).toBeInTheDocument();

    fireEvent.change(
      within(dialog).getByRole('textbox', { name: zhPattern('inventory.operate.qtyChange') }),
      { target: { value: '-2' } },
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: zhPattern('inventory.operate.reason') }), {
      target: { value: 'Cycle count' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: zh('inventory.operate.submit') }));
    const names = { sku: balance.sku, warehouse: balance.warehouseCode };
    expect(await screen.findByText(zh('inventory.operate.done', names))).toBeInTheDocument();
    // the row shows the balance as stored after the adjustment
    const adjusted = await findById(await liveDb(), 'balances', balance.id);
    expect(adjusted?.available).toBe(available - 2);
    await waitFor(() => expect(row).toHaveTextContent(String(adjusted?.available)));

    fireEvent.click(within(row).getByRole('link', { name: zh('inventory.list.openFlow') }));
    // the link leads to the flow before its lazy view and its rows arrive: say which step failed
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/inventory\/flow\?/));
    const flow = await screen.findByRole('table', { name: zh('inventory.flow.title') }, { timeout: 25000 });
    // the table shows its header before the rows arrive: wait for the newest row to be this adjustment
    await waitFor(
      () => {
        const first = within(flow).getAllByRole('row')[1];
        expect(first, 'the flow has no rows yet').toBeDefined();
        expect(first).toHaveTextContent(zh('inventory.reason.ADJUSTMENT'));
        expect(first).toHaveTextContent('-2');
        expect(first).toHaveTextContent('Cycle count');
      },
      { timeout: 10000 },
    );
  }, 90000);

  it('offers the seller no stock operation', async () => {
    const balance = await stocked();
    await open(`#/inventory/list?sku=${balance.sku}`, 'seller');
    const table = await screen.findByRole('table', { name: zh('inventory.list.title') }, { timeout: 25000 });
    expect(
      (
        await within(table).findAllByRole('button', {
          name: zh('inventory.list.openSku', { sku: balance.sku }),
        })
      ).length,
    ).toBeGreaterThan(0);
    expect(
      within(table).getAllByRole('link', { name: zh('inventory.list.openFlow') }).length,
    ).toBeGreaterThan(0);
    expect(
      within(table).queryByRole('button', { name: zh('inventory.list.operate', { sku: balance.sku }) }),
    ).toBeNull();
  }, 60000);
});
