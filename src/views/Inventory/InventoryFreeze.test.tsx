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

async function operate(
  row: HTMLElement,
  sku: string,
  operation: 'freeze' | 'unfreeze',
  qty: string,
  reason: string,
) {
  fireEvent.click(within(row).getByRole('button', { name: zh('inventory.list.operate', { sku }) }));
  // a menu closed before may linger hidden while its transition runs (happy-dom): take the open one
  const items = await screen.findAllByRole('menuitem', {
    name: zh(`inventory.operate.${operation}`),
    hidden: true,
  });
  fireEvent.click(items[items.length - 1]);
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: zhPattern('inventory.operate.qty') }), {
    target: { value: qty },
  });
  // the reason is asked for before anything moves
  fireEvent.click(within(dialog).getByRole('button', { name: zh('inventory.operate.submit') }));
  expect(await within(dialog).findByText(zh('business.actionDialog.reasonRequired'))).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: zhPattern('inventory.operate.reason') }), {
    target: { value: reason },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: zh('inventory.operate.submit') }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
}

describe('freezing stock (business.md §7)', () => {
  it('moves units from available to frozen and back, each with a reason recorded in the flow', async () => {
    const db = await liveDb();
    const balance = (await filter(db, 'balances', { customerId: 'C001', frozen: 0 })).find(
      (b) => b.available > 5,
    );
    if (!balance) throw new Error('the seed has no unfrozen available stock for C001');
    const { sku, warehouseCode } = balance;
    const app = renderApp(`#/inventory/list?sku=${sku}&warehouseCode=${warehouseCode}&customerId=C001`);
    await act(() => signInAs(app.actor, 'admin'));
    const table = await screen.findByRole('table', { name: zh('inventory.list.title') }, { timeout: 25000 });
    const row = (
      await within(table).findByRole('button', { name: zh('inventory.list.openSku', { sku }) })
    ).closest('tr') as HTMLElement;
    const stored = () => findById(db, 'balances', balance.id);
    const available = balance.available;

    await operate(row, sku, 'freeze', '3', 'Quality hold');
    expect(await stored()).toMatchObject({ available: available - 3, frozen: 3 });
    // unfreezing is offered once the row shows frozen units
    await waitFor(() => expect(row).toHaveTextContent(String(available - 3)), { timeout: 5000 });
    await operate(row, sku, 'unfreeze', '2', 'Hold lifted');
    expect(await stored()).toMatchObject({ available: available - 1, frozen: 1 });

    fireEvent.click(within(row).getByRole('link', { name: zh('inventory.list.openFlow') }));
    // the link leads to the flow before its lazy view and its rows arrive: say which step failed
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/inventory\/flow\?/));
    const flow = await screen.findByRole('table', { name: zh('inventory.flow.title') }, { timeout: 25000 });
    // the table shows its header before the rows arrive: wait for the recorded rows themselves
    // (a move between buckets writes a row for each bucket)
    const flowRows = (reason: 'FREEZE' | 'UNFREEZE', remark: string) =>
      within(flow).findAllByRole(
        'row',
        { name: (name) => name.includes(remark) && name.includes(zh(`inventory.reason.${reason}`)) },
        { timeout: 10000 },
      );
    expect(await flowRows('FREEZE', 'Quality hold')).not.toHaveLength(0);
    expect(await flowRows('UNFREEZE', 'Hold lifted')).not.toHaveLength(0);
  }, 120000);
});
