import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { countOf, everyRecord, filter, find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { formatMoney, formatNumber } from '@/i18n/format';
import { openAs } from '@/test/business-ui';
import { zh } from '@/test/messages';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120_000);
afterEach(cleanup);

const LIST = zh('customer.listTitle');

/** The row of a customer by its id. */
const rowOf = (table: HTMLElement, id: string) => {
  const row = within(table).getByText(id).closest('tr');
  if (!row) throw new Error(`no row for ${id}`);
  return row;
};

describe('the operator’s customers page (business.md §11)', () => {
  it('shows each customer’s purses, credit limit, open documents and stock as the mock holds them', async () => {
    await openAs('#/warehouse/customers', 'admin');
    const table = await screen.findByRole('table', { name: LIST }, { timeout: 25_000 });
    const db = await liveDb();
    const customers = await countOf(db, 'customers');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(customers, 10) + 1));
    const row = rowOf(table, 'C001');
    const purses = await filter(db, 'purses', { customerId: 'C001' });
    expect(purses.length).toBeGreaterThan(0);
    for (const purse of purses) {
      expect(row).toHaveTextContent(
        zh('customer.purseLine', {
          balance: formatMoney(purse.balance, purse.currency, 'zh-CN'),
          available: formatMoney(purse.balance - purse.frozen, purse.currency, 'zh-CN'),
        }),
      );
      expect(row).toHaveTextContent(formatMoney(purse.creditLimit, purse.currency, 'zh-CN'));
    }
    const base = (status: string) => status.split('.')[0];
    const mine = { customerId: 'C001' };
    const inbounds = await filter(db, 'inbounds', mine);
    const outbounds = await filter(db, 'outbounds', mine);
    const rmas = await filter(db, 'rmas', mine);
    const balances = await filter(db, 'balances', mine);
    expect(row).toHaveTextContent(
      zh('customer.openLine', {
        inbound: formatNumber(
          inbounds.filter((o) => !['COMPLETED', 'CANCELLED'].includes(o.status)).length,
          'zh-CN',
        ),
        outbound: formatNumber(
          outbounds.filter((o) => !['DELIVERED', 'CANCELLED'].includes(base(o.status))).length,
          'zh-CN',
        ),
        rma: formatNumber(rmas.filter((r) => !['COMPLETED', 'CANCELLED'].includes(r.status)).length, 'zh-CN'),
      }),
    );
    expect(row).toHaveTextContent(
      formatNumber(
        balances.reduce((sum, b) => sum + b.onHand, 0),
        'zh-CN',
      ),
    );
  }, 60_000);

  it('opens a customer in a drawer the address keeps, whose link leads to its filtered outbound list', async () => {
    await openAs('#/warehouse/customers', 'admin');
    const table = await screen.findByRole('table', { name: LIST }, { timeout: 25_000 });
    const db = await liveDb();
    const seller = await find(db, 'customers', { id: 'C001' });
    if (!seller) throw new Error('the seed has no C001');
    const row = await waitFor(() => rowOf(table, 'C001'));
    fireEvent.click(
      within(row).getByRole('button', { name: zh('customer.viewNamed', { name: seller.name }) }),
    );
    await waitFor(() => expect(window.location.hash).toBe('#/warehouse/customers?id=C001'));
    const drawer = await screen.findByRole('dialog', {
      name: zh('customer.drawerTitle', { name: seller.name, id: 'C001' }),
    });
    const nav = within(drawer).getByRole('navigation', { name: zh('customer.lists') });
    const outbound = within(nav).getAllByRole('link')[1];
    expect(outbound).toHaveAttribute('href', '#/outbound/list?customerId=C001');
    fireEvent.click(outbound);
    await waitFor(() => expect(window.location.hash).toBe('#/outbound/list?customerId=C001'));
    const orders = await screen.findByRole(
      'table',
      { name: zh('businessMenu.outboundList') },
      { timeout: 25_000 },
    );
    const every = await everyRecord(db, 'outbounds');
    const theirs = every.filter((o) => o.customerId === 'C001');
    const others = every.filter((o) => o.customerId !== 'C001');
    await waitFor(() => {
      const shown = within(orders)
        .queryAllByRole('link')
        .map((link) => link.textContent ?? '')
        .filter((text) => text.startsWith('OB'));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((no) => theirs.some((o) => o.outboundNo === no))).toBe(true);
      expect(shown.some((no) => others.some((o) => o.outboundNo === no))).toBe(false);
    });
  }, 60_000);

  it('is not a customer’s page: the seller gets the 404 page', async () => {
    await openAs('#/warehouse/customers', 'seller');
    expect(await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25_000 })).toBeVisible();
    expect(screen.queryByRole('table', { name: LIST })).toBeNull();
  }, 60_000);
});
