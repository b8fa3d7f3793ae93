import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '@mocks/handlers/business/db-instance';
import { translate } from '@mocks/i18n';
import { setupMockServer } from '@mocks/testing';
import { availableOf } from '@/api/rules/purse';
import { formatMoney } from '@/i18n/format';
import { zh } from '@/test/messages';
import {
  enter,
  expectFieldMessage,
  labelled,
  openAs,
  sellerPurse,
  stopConsoles,
} from './recharge.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const card = (currency: string) =>
  screen.findByRole('region', { name: zh('finance.purse.cardTitle', { currency }) }, { timeout: 15000 });
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 }));

describe('the purse page', () => {
  it('shows the seller’s purse as the back-end holds it, and the ledger of its movements', async () => {
    const purse = await sellerPurse();
    await openAs('#/finance/purse', 'seller');
    const usd = within(await card('USD'));
    const money = (value: number) => formatMoney(value, 'USD', 'zh-CN');
    expect(usd.getByLabelText(zh('finance.purse.available'))).toHaveTextContent(money(availableOf(purse)));
    expect(usd.getByText(money(purse.balance))).toBeInTheDocument();
    expect(usd.getByText(money(purse.creditLimit))).toBeInTheDocument();
    // the customer tops up from here; the operator's actions are not offered
    expect(usd.getByRole('link', { name: zh('finance.purse.recharge') }).getAttribute('href')).toBe(
      '#/finance/recharge/add?currency=USD',
    );
    expect(usd.queryByRole('button', { name: zh('finance.purse.freeze.open') })).toBeNull();
    const ledger = await screen.findByRole('table', { name: zh('finance.ledger.title') }, { timeout: 15000 });
    const newest = (await liveDb()).purseTransactions
      .filter((t) => t.customerId === 'C001')
      .sort((a, b) => b.at.localeCompare(a.at))[0];
    expect(
      (await within(ledger).findAllByText(newest.docNo, undefined, { timeout: 10000 }))[0],
    ).toBeVisible();
  }, 60_000);

  it('refuses a ledger range longer than 365 days at the field', async () => {
    await openAs('#/finance/purse?atFrom=2025-01-01&atTo=2026-06-01', 'seller');
    const search = await screen.findByRole(
      'search',
      { name: zh('business.list.search', { list: zh('finance.ledger.title') }) },
      { timeout: 15000 },
    );
    fireEvent.submit(search);
    expect(await within(search).findByText(zh('finance.ledger.rangeTooLong'))).toBeInTheDocument();
  }, 60_000);

  it('lets the operator set a credit limit and freeze funds with a reason, shown in the ledger', async () => {
    await openAs('#/finance/purse?customerId=C001', 'admin');
    const usd = within(await card('USD'));
    fireEvent.click(usd.getByRole('button', { name: zh('finance.purse.creditLimit.open') }));
    let scope = await dialog();
    const limit = scope.getByRole('textbox', { name: labelled(zh('finance.purse.creditLimit.label')) });
    enter(limit, '1234.5');
    fireEvent.click(scope.getByRole('button', { name: zh('finance.purse.creditLimit.run') }));
    await waitFor(async () => expect((await sellerPurse()).creditLimit).toBe(1234.5), { timeout: 10000 });

    fireEvent.click(within(await card('USD')).getByRole('button', { name: zh('finance.purse.freeze.open') }));
    scope = await dialog();
    enter(scope.getByRole('textbox', { name: labelled(zh('business.field.amount')) }), '12');
    fireEvent.click(scope.getByRole('button', { name: zh('finance.purse.freeze.run') }));
    const form = scope.getByRole('form', { hidden: true });
    await expectFieldMessage(form, zh('finance.purse.reason'), zh('finance.purse.rules.fundsReasonRequired'));
    // meanwhile someone froze everything: the server refuses at the amount
    const purse = await sellerPurse();
    const frozenBefore = purse.frozen;
    purse.frozen = purse.balance;
    enter(scope.getByRole('textbox', { name: labelled(zh('finance.purse.reason')) }), 'compliance check');
    fireEvent.click(scope.getByRole('button', { name: zh('finance.purse.freeze.run') }));
    await expectFieldMessage(form, zh('business.field.amount'), translate('zh-CN', 'freezeAmountInvalid'));
    purse.frozen = frozenBefore;
    fireEvent.click(scope.getByRole('button', { name: zh('finance.purse.freeze.run') }));
    await waitFor(async () => expect((await sellerPurse()).frozen).toBe(frozenBefore + 12), {
      timeout: 10000,
    });
    const ledger = await screen.findByRole('table', { name: zh('finance.ledger.title') }, { timeout: 15000 });
    expect(
      await within(ledger).findByText('compliance check', undefined, { timeout: 10000 }),
    ).toBeInTheDocument();
  }, 90_000);
});
