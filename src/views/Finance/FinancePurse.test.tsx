import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath } from '../../../server/api/config';
import { liveDb } from '../../../server/api/db-instance';
import { translate } from '../../../server/api/i18n';
import { filter, update } from '../../../server/store/store';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { amountToAlert, availableOf, isBelowAlert } from '@/api/rules/purse';
import { formatMoney } from '@/i18n/format';
import { en, zh } from '@/test/messages';
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
    const newest = (await filter(await liveDb(), 'purseTransactions', { customerId: 'C001' })).sort((a, b) =>
      b.at.localeCompare(a.at),
    )[0];
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
    await update(await liveDb(), 'purses', purse.id, { frozen: purse.balance });
    enter(scope.getByRole('textbox', { name: labelled(zh('finance.purse.reason')) }), 'compliance check');
    fireEvent.click(scope.getByRole('button', { name: zh('finance.purse.freeze.run') }));
    await expectFieldMessage(form, zh('business.field.amount'), translate('zh-CN', 'freezeAmountInvalid'));
    await update(await liveDb(), 'purses', purse.id, { frozen: frozenBefore });
    fireEvent.click(scope.getByRole('button', { name: zh('finance.purse.freeze.run') }));
    await waitFor(async () => expect((await sellerPurse()).frozen).toBe(frozenBefore + 12), {
      timeout: 10000,
    });
    const ledger = await screen.findByRole('table', { name: zh('finance.ledger.title') }, { timeout: 15000 });
    expect(
      await within(ledger).findByText('compliance check', undefined, { timeout: 10000 }),
    ).toBeInTheDocument();
  }, 90_000);

  describe('the low-balance alert (issue #16)', () => {
    const alertForm = async (t: typeof zh) =>
      screen.findByRole('form', { name: t('finance.purse.lowAlert.formTitle', { currency: 'USD' }) });
    const warningOf = (scope: ReturnType<typeof within>, t: typeof zh) =>
      scope.queryByRole('status', { name: t('finance.purse.lowAlert.warningTitle', { currency: 'USD' }) });

    it('lets the seller set an alert above what it can pay: the warning leads to the recharge that brings it back; clearing it removes the warning', async () => {
      const purse = await sellerPurse();
      const seeded = purse.lowBalanceAlert;
      await update(await liveDb(), 'purses', purse.id, { lowBalanceAlert: null });
      try {
        await openAs('#/finance/purse', 'seller');
        let usd = within(await card('USD'));
        expect(warningOf(usd, zh)).toBeNull();
        expect(usd.getByLabelText(zh('finance.purse.lowAlert.label'))).toHaveTextContent(
          zh('finance.purse.lowAlert.none'),
        );
        fireEvent.click(usd.getByRole('button', { name: zh('finance.purse.lowAlert.set') }));
        let form = await alertForm(zh);
        const amount = within(form).getByRole('textbox', {
          name: labelled(zh('finance.purse.lowAlert.label')),
        });
        // the form's own check: a negative amount never reaches the server
        enter(amount, '-5');
        fireEvent.submit(form);
        await expectFieldMessage(
          form,
          zh('finance.purse.lowAlert.label'),
          zh('finance.purse.rules.lowBalanceAlertInvalid'),
        );
        expect((await sellerPurse()).lowBalanceAlert).toBeNull();

        const alert = Math.ceil(availableOf(purse)) + 1000;
        enter(amount, String(alert));
        fireEvent.submit(form);
        await waitFor(async () => expect((await sellerPurse()).lowBalanceAlert).toBe(alert), {
          timeout: 10000,
        });
        usd = within(await card('USD'));
        const warning = within(
          (await usd.findByRole(
            'status',
            {
              name: zh('finance.purse.lowAlert.warningTitle', { currency: 'USD' }),
            },
            { timeout: 10000 },
          )) as HTMLElement,
        );
        const money = (value: number) => formatMoney(value, 'USD', 'zh-CN');
        const missing = amountToAlert(await sellerPurse());
        expect(missing).toBeGreaterThan(1000 - 0.01);
        expect(
          warning.getByText(
            zh('finance.purse.lowAlert.warning', { alert: money(alert), missing: money(missing) }),
          ),
        ).toBeInTheDocument();
        expect(
          warning
            .getByRole('link', { name: zh('finance.purse.lowAlert.recharge', { amount: money(missing) }) })
            .getAttribute('href'),
        ).toBe(`#/finance/recharge/add?currency=USD&amount=${missing.toFixed(2)}`);
        expect(usd.getByLabelText(zh('finance.purse.lowAlert.label'))).toHaveTextContent(money(alert));

        // cleared: no alert, no warning
        fireEvent.click(usd.getByRole('button', { name: zh('finance.purse.lowAlert.change') }));
        form = await alertForm(zh);
        fireEvent.click(within(form).getByRole('button', { name: zh('finance.purse.lowAlert.clear') }));
        await waitFor(async () => expect((await sellerPurse()).lowBalanceAlert).toBeNull(), {
          timeout: 10000,
        });
        await waitFor(
          () =>
            expect(
              warningOf(
                within(
                  screen.getByRole('region', {
                    name: zh('finance.purse.cardTitle', { currency: 'USD' }),
                  }),
                ),
                zh,
              ),
            ).toBeNull(),
          { timeout: 10000 },
        );
      } finally {
        await update(await liveDb(), 'purses', purse.id, { lowBalanceAlert: seeded });
      }
    }, 90_000);

    it('shows the seeded warning in English, and the server’s refusal at the field', async () => {
      const purse = await sellerPurse();
      expect(isBelowAlert(purse)).toBe(true);
      await openAs('#/finance/purse', 'seller', 'en');
      const usd = within(
        await screen.findByRole(
          'region',
          { name: en('finance.purse.cardTitle', { currency: 'USD' }) },
          { timeout: 15000 },
        ),
      );
      const money = (value: number) => formatMoney(value, 'USD', 'en');
      const warning = within(warningOf(usd, en) as HTMLElement);
      expect(
        warning.getByText(
          en('finance.purse.lowAlert.warning', {
            alert: money(purse.lowBalanceAlert ?? 0),
            missing: money(amountToAlert(purse)),
          }),
        ),
      ).toBeInTheDocument();
      expect(
        warning
          .getByRole('link', {
            name: en('finance.purse.lowAlert.recharge', { amount: money(amountToAlert(purse)) }),
          })
          .getAttribute('href'),
      ).toBe(`#/finance/recharge/add?currency=USD&amount=${amountToAlert(purse).toFixed(2)}`);

      // the server refuses what the form let through: its words land at the field
      const refusal = translate('en', 'lowBalanceAlertInvalid');
      server.use(
        http.post(apiPath('Finance/SetLowBalanceAlert'), () =>
          HttpResponse.json(
            { code: 422, message: 'check the fields', data: { amount: refusal } },
            { status: 422 },
          ),
        ),
      );
      fireEvent.click(usd.getByRole('button', { name: en('finance.purse.lowAlert.change') }));
      const form = await alertForm(en);
      enter(
        within(form).getByRole('textbox', { name: labelled(en('finance.purse.lowAlert.label')) }),
        '2500',
      );
      fireEvent.click(within(form).getByRole('button', { name: en('finance.purse.lowAlert.save') }));
      await expectFieldMessage(form, en('finance.purse.lowAlert.label'), refusal);
      expect((await sellerPurse()).lowBalanceAlert).toBe(purse.lowBalanceAlert);
    }, 60_000);

    it('shows the operator the seller’s alert and warning, with no way to change it or recharge', async () => {
      const purse = await sellerPurse();
      await openAs('#/finance/purse?customerId=C001', 'admin');
      const usd = within(await card('USD'));
      const money = (value: number) => formatMoney(value, 'USD', 'zh-CN');
      await waitFor(() =>
        expect(usd.getByLabelText(zh('finance.purse.lowAlert.label'))).toHaveTextContent(
          money(purse.lowBalanceAlert ?? 0),
        ),
      );
      const warning = within(warningOf(usd, zh) as HTMLElement);
      expect(warning.queryByRole('link')).toBeNull();
      expect(usd.queryByRole('button', { name: zh('finance.purse.lowAlert.change') })).toBeNull();
      expect(usd.queryByRole('button', { name: zh('finance.purse.lowAlert.set') })).toBeNull();
    }, 60_000);
  });
});
