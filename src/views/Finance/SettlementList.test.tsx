import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { heading, openAs, SELLER, stopConsoles } from './settlement.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const listTable = () =>
  screen.findByRole('table', { name: zh('finance.settlement.title') }, { timeout: 20000 });

describe('the settlements', () => {
  it('lists the seller’s own statements by status, and offers confirm on a generated one', async () => {
    const own = await filter(await liveDb(), 'settlements', { customerId: SELLER });
    const generated = own.filter((s) => s.status === 'GENERATED');
    await openAs('#/finance/settlement?status=GENERATED', 'seller');
    await heading(zh('finance.settlement.title'));
    const table = await listTable();
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link', { name: /^ST/ })
          .map((a) => a.textContent),
      ).toEqual(generated.map((s) => s.settlementNo)),
    );
    expect(within(table).getByRole('button', { name: zh('business.action.confirm') })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: zh('finance.settlement.closePeriod') }),
    ).not.toBeInTheDocument();
    // no other customer's statement, whatever the tab
    fireEvent.click(
      screen.getByRole('tab', { name: new RegExp(zh('business.status.settlement.CONFIRMED')) }),
    );
    const confirmed = own.filter((s) => s.status === 'CONFIRMED').map((s) => s.settlementNo);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link', { name: /^ST/ })
          .map((a) => a.textContent)
          .sort(),
      ).toEqual([...confirmed].sort()),
    );
  }, 60_000);

  it('lets the operator filter by customer and go to close a period', async () => {
    const other = await filter(await liveDb(), 'settlements', { customerId: 'C002' });
    await openAs('#/finance/settlement?customerId=C002', 'admin');
    const table = await listTable();
    await waitFor(() =>
      expect(within(table).getAllByRole('link', { name: /^ST/ })).toHaveLength(other.length),
    );
    expect(within(table).queryByText(SELLER)).not.toBeInTheDocument();
    expect(within(table).queryAllByRole('button', { name: zh('business.action.confirm') })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: zh('finance.settlement.closePeriod') }));
    await heading(zh('finance.settlement.close.title'));
  }, 60_000);
});
