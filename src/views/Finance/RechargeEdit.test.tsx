import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../../../server/api/i18n';
import { setupMockServer } from '@mocks/testing';
import { formatMoney } from '@/i18n/format';
import { zh } from '@/test/messages';
import {
  choose,
  enter,
  expectFieldMessage,
  heldForArrears,
  labelled,
  openAs,
  stopConsoles,
  rechargeReleasing,
  storedOrder,
} from './recharge.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const form = () =>
  screen.findByRole('form', { name: zh('finance.recharge.form.addTitle') }, { timeout: 15000 });
const field = (scope: HTMLElement, key: string) =>
  within(scope).getByRole('textbox', { name: labelled(zh(key)) });

describe('the recharge form', () => {
  it('takes the top-up link’s currency and amount, and shows where to send a bank transfer', async () => {
    await openAs('#/finance/recharge/add?currency=USD&amount=12.34', 'seller');
    const scope = await form();
    expect(field(scope, 'finance.recharge.field.declaredAmount')).toHaveValue('12.34');
    const account = within(screen.getByRole('region', { name: zh('finance.recharge.account.title') }));
    expect(account.getByText('Outpost Logistics Ltd')).toBeInTheDocument();
    expect(account.getByText('HSBCHKHHHKH')).toBeInTheDocument();
  }, 60_000);

  it('names the orders held for ARREARS the amount would release, oldest first, and what releases them all', async () => {
    const { orders, release } = await heldForArrears(2);
    try {
      await openAs('#/finance/recharge/add?currency=USD&amount=0.5', 'seller');
      const preview = within(
        await screen.findByRole('table', { name: zh('finance.recharge.preview.table') }, { timeout: 15000 }),
      );
      const numbers = preview.getAllByRole('link').map((link) => link.textContent);
      const [older, newer] = orders.map((order) => numbers.indexOf(order.outboundNo));
      expect(older).toBeGreaterThanOrEqual(0);
      expect(newer).toBeGreaterThan(older);
      expect(preview.getAllByText(zh('finance.recharge.preview.stillHeld')).length).toBeGreaterThanOrEqual(2);
      // the amount that releases them all fills the form in, and the preview agrees
      fireEvent.click(screen.getByRole('button', { name: zh('finance.recharge.preview.useAmount') }));
      await waitFor(
        () => {
          const rows = within(screen.getByRole('table', { name: zh('finance.recharge.preview.table') }));
          for (const order of orders) {
            const row = rows.getByRole('link', { name: order.outboundNo }).closest('tr') as HTMLElement;
            expect(within(row).getByText(zh('finance.recharge.preview.released'))).toBeInTheDocument();
          }
        },
        { timeout: 10000 },
      );
    } finally {
      await release();
    }
  }, 60_000);

  it('asks for the receipt of a bank transfer, and shows the server’s refusal at its field', async () => {
    await openAs('#/finance/recharge/add?currency=EUR&amount=100', 'seller');
    const scope = await form();
    enter(field(scope, 'finance.recharge.field.payerName'), 'Northwind Trading LLC');
    fireEvent.click(within(scope).getByRole('button', { name: zh('finance.recharge.form.submit') }));
    await expectFieldMessage(
      scope,
      zh('finance.recharge.field.receipt'),
      zh('finance.recharge.rules.receiptRequired'),
    );
    // a draft needs no receipt; the server alone knows the customer holds no EUR purse
    fireEvent.click(within(scope).getByRole('button', { name: zh('finance.recharge.form.saveDraft') }));
    await expectFieldMessage(
      scope,
      zh('business.field.currency'),
      translate('zh-CN', 'rechargeCurrencyUnsupported', { currency: 'USD' }),
    );
  }, 60_000);

  it('credits an online card payment at once and lists the orders it released', async () => {
    const { orders, release } = await heldForArrears(1);
    await release();
    await openAs('#/finance/recharge/add?currency=USD&amount=25', 'seller');
    const scope = await form();
    await choose(scope, zh('finance.recharge.field.method'), zh('finance.recharge.method.ONLINE_CARD'));
    expect(await within(scope).findByText(zh('finance.recharge.card.message'))).toBeInTheDocument();
    expect(within(scope).queryByText(zh('finance.recharge.field.receipt'))).toBeNull();
    enter(field(scope, 'finance.recharge.field.payerName'), 'Northwind Trading LLC');
    fireEvent.click(within(scope).getByRole('button', { name: zh('finance.recharge.form.pay') }));
    const amount = formatMoney(25, 'USD', 'zh-CN');
    expect(
      await screen.findByText(zh('finance.recharge.card.credited', { amount }), undefined, {
        timeout: 15000,
      }),
    ).toBeInTheDocument();
    const released = within(screen.getByRole('list', { name: zh('finance.recharge.released.title') }));
    expect(released.getByRole('link', { name: orders[0].outboundNo })).toBeInTheDocument();
    expect((await storedOrder(orders[0].id))?.status).toBe('AWAITING_PICK');
    expect(screen.getByRole('button', { name: zh('finance.recharge.card.view') })).toBeInTheDocument();
    const credited = await rechargeReleasing(orders[0].id);
    expect([credited?.method, credited?.arrivedAmount]).toEqual(['ONLINE_CARD', 25]);
  }, 60_000);
});
