import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../../server/api/db-instance';
import { countOf, filter, find, update } from '../../../../server/store/store';
import type { Rma } from '../../../../server/store/types/documents';
import { setupMockServer } from '@mocks/testing';
import { amountToAlert } from '@/api/rules/purse';
import { formatMoney } from '@/i18n/format';
import { zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120000);
afterEach(cleanup);

async function openHome(user: string) {
  const app = renderApp('#/business/home');
  await act(() => signInAs(app.actor, user));
  await screen.findByRole('heading', { name: zh('business.home.title') }, { timeout: 25000 });
  return app;
}

describe('the business home (business.md §11)', () => {
  it('shows the seller’s own figures, each linking to the list filtered to what it counts', async () => {
    const db = await liveDb();
    const skusPending = await countOf(db, 'skus', { customerId: 'C001', status: 'PENDING_REVIEW' });
    const inboundDrafts = await countOf(db, 'inbounds', { customerId: 'C001', status: 'DRAFT' });
    const arrears = await countOf(db, 'outbounds', {
      customerId: 'C001',
      status: 'EXCEPTION',
      exceptionReason: 'ARREARS',
    });
    const balances = await filter(db, 'balances', { customerId: 'C001' });
    await openHome('seller');

    const skuPending = await screen.findByTestId('figure-skuPending', undefined, { timeout: 15000 });
    expect(skuPending).toHaveTextContent(String(skusPending));
    expect(skuPending).toHaveAttribute('href', '#/sku/list?status=PENDING_REVIEW');
    expect(screen.getByTestId('figure-inboundDrafts')).toHaveTextContent(String(inboundDrafts));
    expect(screen.getByTestId('figure-arrears')).toHaveTextContent(String(arrears));

    // stock per warehouse: the seller's balances only, each warehouse opening the filtered stock list
    const stock = await screen.findByRole('table', { name: zh('business.home.stock') });
    const warehouses = new Set(
      balances.filter((b) => b.onHand + b.inTransit > 0).map((b) => b.warehouseCode),
    );
    const links = within(stock).getAllByRole('link');
    expect(links.map((link) => link.textContent).sort()).toEqual([...warehouses].sort());
    const usea = within(stock).getByRole('link', { name: 'USEA' });
    const onHand = balances.filter((b) => b.warehouseCode === 'USEA').reduce((sum, b) => sum + b.onHand, 0);
    expect(usea.closest('tr')).toHaveTextContent(onHand.toLocaleString('zh-CN'));

    fireEvent.click(usea);
    await screen.findByRole('heading', { name: zh('inventory.list.title') }, { timeout: 25000 });
    expect(location.hash).toBe('#/inventory/list?warehouseCode=USEA');
    const table = await screen.findByRole('table', { name: zh('inventory.list.title') });
    // the rows arrive after the table: read the warehouse column only once they are there
    await waitFor(
      () => {
        const rows = within(table).getAllByRole('row');
        expect(rows.length).toBeGreaterThan(2);
        const cells = rows.slice(1, -1).map((row) => within(row).getAllByRole('cell')[1].textContent);
        expect(new Set(cells)).toEqual(new Set(['USEA']));
      },
      { timeout: 10000 },
    );
  }, 90000);

  it('counts returns awaiting arrival for the seller and, for the warehouse, those to process', async () => {
    const db = await liveDb();
    const count = async (status: Rma['status'], customerId?: string) =>
      await countOf(db, 'rmas', customerId ? { status, customerId } : { status });
    await openHome('seller');
    const awaiting = await screen.findByTestId('figure-rmaAwaitingArrival', undefined, { timeout: 15000 });
    expect(awaiting).toHaveTextContent(String(await count('SUBMITTED', 'C001')));
    expect(awaiting).toHaveAttribute('href', '#/rma/list?status=SUBMITTED');
    expect(screen.queryByTestId('figure-rmaToProcess')).toBeNull();
    cleanup();

    await openHome('admin');
    const toProcess = await screen.findByTestId('figure-rmaToProcess', undefined, { timeout: 15000 });
    expect(toProcess).toHaveTextContent(String(await count('RECEIVED')));
    expect(toProcess).toHaveAttribute('href', '#/rma/list?status=RECEIVED');
    expect(screen.getByTestId('figure-rmaAwaitingArrival')).toHaveTextContent(
      String(await count('SUBMITTED')),
    );
  }, 90000);

  it('leads the operator’s pending reviews to the review queues', async () => {
    await openHome('admin');
    const skuPending = await screen.findByTestId('figure-skuPending', undefined, { timeout: 15000 });
    expect(skuPending).toHaveAttribute('href', '#/sku/review');
  }, 60000);

  it('warns of a purse below its low-balance alert and leads to it (issue #16)', async () => {
    const purse = await find(await liveDb(), 'purses', { customerId: 'C001', currency: 'USD' });
    if (!purse?.lowBalanceAlert) throw new Error('the seed sets no alert on the seller’s USD purse');
    const money = (value: number) => formatMoney(value, 'USD', 'zh-CN');
    const title = zh('finance.purse.lowAlert.warningTitle', { currency: 'USD' });
    await openHome('seller');
    let warning = within(await screen.findByRole('status', { name: title }, { timeout: 15000 }));
    expect(
      warning.getByText(
        zh('finance.purse.lowAlert.warning', {
          alert: money(purse.lowBalanceAlert),
          missing: money(amountToAlert(purse)),
        }),
      ),
    ).toBeInTheDocument();
    expect(
      warning.getByRole('link', { name: zh('finance.purse.lowAlert.openPurse', { currency: 'USD' }) }),
    ).toHaveAttribute('href', '#/finance/purse');
    cleanup();

    // the operator's home names the customer and opens its purse
    await openHome('admin');
    warning = within(await screen.findByRole('status', { name: title }, { timeout: 15000 }));
    expect(warning.getByText(zh('finance.purse.lowAlert.homeCustomer', { customer: 'C001' }))).toBeVisible();
    expect(
      warning.getByRole('link', { name: zh('finance.purse.lowAlert.openPurse', { currency: 'USD' }) }),
    ).toHaveAttribute('href', '#/finance/purse?customerId=C001');
    cleanup();

    // no alert, no warning
    const seeded = purse.lowBalanceAlert;
    await update(await liveDb(), 'purses', purse.id, { lowBalanceAlert: null });
    try {
      await openHome('seller');
      await screen.findByTestId('purse-USD', undefined, { timeout: 15000 });
      expect(screen.queryByRole('status', { name: title })).toBeNull();
    } finally {
      await update(await liveDb(), 'purses', purse.id, { lowBalanceAlert: seeded });
    }
  }, 90000);
});
