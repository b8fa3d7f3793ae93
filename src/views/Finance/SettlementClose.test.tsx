import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { closeSettlement } from '../../../server/services/index';
import { ok, operator } from '../../../server/services/testing';
import { filter, find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { formatDate, formatMoney } from '@/i18n/format';
import { zh } from '@/test/messages';
import {
  choose,
  heading,
  monthStart,
  openAs,
  openLastMonth,
  SELLER,
  stopConsoles,
} from './settlement.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const CUSTOMER = new RegExp(`^${SELLER}`);

describe('closing a period', () => {
  it('previews last month’s unbilled items, then closes it into the statement it previewed', async () => {
    const period = await openLastMonth(SELLER);
    const db = await liveDb();
    const unbilled = (await filter(db, 'fees', { customerId: SELLER, billingStatus: 'UNBILLED' })).filter(
      (f) => f.at >= `${period.periodFrom}T00:00:00.000Z` && f.at <= `${period.periodTo}T23:59:59.999Z`,
    );
    await openAs('#/finance/settlement/close', 'admin');
    await heading(zh('finance.settlement.close.title'));
    await choose(document.body, zh('business.field.customer'), CUSTOMER);
    const preview = await screen.findByRole(
      'region',
      { name: zh('finance.settlement.close.preview') },
      { timeout: 20000 },
    );
    expect(within(preview).getByTestId('preview-count')).toHaveTextContent(
      zh('finance.settlement.close.itemCount', { count: unbilled.length }),
    );
    const shownClosing = within(preview).getByTestId('figure-closing').textContent;
    fireEvent.click(screen.getByRole('button', { name: zh('finance.settlement.close.run') }));
    const confirm = within(await screen.findByRole('dialog', { hidden: true }));
    fireEvent.click(confirm.getByRole('button', { name: zh('finance.settlement.close.run'), hidden: true }));
    const closedPeriod = { customerId: SELLER, periodFrom: period.periodFrom };
    await waitFor(async () => expect(await find(db, 'settlements', closedPeriod)).toBeDefined(), {
      timeout: 10000,
    });
    const statement = await find(db, 'settlements', closedPeriod);
    if (!statement) throw new Error('the statement closed is not stored');
    // the statement opens, stating what the preview said
    await heading(statement.settlementNo);
    // (the close page stays open in its own tab: both state the same closing balance)
    await waitFor(() =>
      expect(screen.getAllByTestId('figure-closing').map((figure) => figure.textContent)).toEqual([
        shownClosing,
        shownClosing,
      ]),
    );
    expect(shownClosing).toBe(formatMoney(statement.closingBalance, 'USD', 'zh-CN'));
    expect(
      (await filter(db, 'fees', { settlementNo: statement.settlementNo })).filter(
        (f) => f.feeCode !== 'ADJUSTMENT',
      ),
    ).toHaveLength(unbilled.length);
  }, 120_000);

  it('refuses a period already closed, in words', async () => {
    const closed = await find(await liveDb(), 'settlements', {
      customerId: SELLER,
      periodFrom: monthStart(2),
    });
    await openAs('#/finance/settlement/close', 'admin');
    await heading(zh('finance.settlement.close.title'));
    await choose(document.body, zh('finance.settlement.close.month'), monthStart(2).slice(0, 7));
    await choose(document.body, zh('business.field.customer'), CUSTOMER);
    const refusal = await screen.findByRole('alert', {}, { timeout: 20000 });
    expect(refusal).toHaveTextContent(zh('finance.settlement.close.previewFailed'));
    // the server's words name the statement that closed it
    expect(refusal).toHaveTextContent(closed?.settlementNo ?? 'no statement');
    expect(screen.queryAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('button', { name: zh('finance.settlement.close.run') })).toBeDisabled();
  }, 60_000);

  it('offers what the latest statement left of a month, from the day after it', async () => {
    // C002's last month closed up to its 10th, as the demo data moved to another day leaves it
    const last = await openLastMonth('C002');
    const tenth = `${last.periodFrom.slice(0, 8)}10`;
    const db = await liveDb();
    ok(await closeSettlement(db, operator, 'C002', last.periodFrom, tenth));
    const left = (await filter(db, 'fees', { customerId: 'C002', billingStatus: 'UNBILLED' })).filter(
      (f) =>
        f.at >= `${last.periodFrom.slice(0, 8)}11T00:00:00.000Z` && f.at <= `${last.periodTo}T23:59:59.999Z`,
    );
    expect(left.length).toBeGreaterThan(0);
    await openAs('#/finance/settlement/close', 'admin');
    await heading(zh('finance.settlement.close.title'));
    await choose(document.body, zh('business.field.customer'), /^C002/);
    const period = await screen.findByTestId('close-period', undefined, { timeout: 20000 });
    expect(period).toHaveTextContent(
      zh('finance.settlement.close.period', {
        from: formatDate(`${last.periodFrom.slice(0, 8)}11`, 'zh-CN'),
        to: formatDate(last.periodTo, 'zh-CN'),
      }),
    );
    expect(period).toHaveTextContent(
      zh('finance.settlement.close.continues', { to: formatDate(tenth, 'zh-CN') }),
    );
    const preview = await screen.findByRole(
      'region',
      { name: zh('finance.settlement.close.preview') },
      { timeout: 20000 },
    );
    expect(within(preview).getByTestId('preview-count')).toHaveTextContent(
      zh('finance.settlement.close.itemCount', { count: left.length }),
    );
  }, 60_000);

  it('is not offered to a customer', async () => {
    await openAs('#/finance/settlement/close', 'seller');
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25000 }),
    ).toBeInTheDocument();
  });
});
