import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { formatMoney } from '@/i18n/format';
import { zh } from '@/test/messages';
import {
  enter,
  expectFieldMessage,
  heldForArrears,
  labelled,
  openAs,
  seedRecharge,
  stopConsoles,
  storedOrder,
  storedRecharge,
} from './recharge.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const approveForm = () =>
  screen.findByRole('form', { name: zh('finance.review.approve.form') }, { timeout: 15000 });
const choose = async (no: string) => {
  const queue = within(
    await screen.findByRole('navigation', { name: zh('finance.review.queue') }, { timeout: 15000 }),
  );
  fireEvent.click(queue.getByText(no));
};

describe('the recharge review', () => {
  it('credits what arrived less the charge, after confirming, and the held orders leave ARREARS', async () => {
    const { orders, release } = await heldForArrears(1);
    const pending = await seedRecharge(['submit']);
    try {
      await openAs(`#/finance/recharge/review?id=${pending.id}`, 'admin');
      const form = within(await approveForm());
      const arrived = form.getByRole('textbox', {
        name: labelled(zh('finance.recharge.field.arrivedAmount')),
      });
      expect(arrived).toHaveValue('500');
      // a charge as large as what arrived is refused at its field
      enter(form.getByRole('textbox', { name: labelled(zh('finance.recharge.field.serviceCharge')) }), '500');
      fireEvent.click(form.getByRole('button', { name: zh('business.action.approve') }));
      await expectFieldMessage(
        await approveForm(),
        zh('finance.recharge.field.serviceCharge'),
        zh('finance.review.rules.serviceChargeInvalid'),
      );
      enter(
        form.getByRole('textbox', { name: labelled(zh('finance.recharge.field.serviceCharge')) }),
        '12.5',
      );
      const credited = formatMoney(487.5, 'USD', 'zh-CN');
      expect(form.getByText(zh('finance.review.approve.credited', { amount: credited }))).toBeInTheDocument();
      fireEvent.click(form.getByRole('button', { name: zh('business.action.approve') }));
      const confirm = within(await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 }));
      expect((await storedRecharge(pending.id))?.status).toBe('PENDING_REVIEW');
      await release();
      fireEvent.click(
        confirm.getByRole('button', { name: zh('finance.review.approve.confirmRun', { amount: credited }) }),
      );
      const done = await screen.findByText(
        zh('finance.review.approved', { no: pending.rechargeNo }),
        undefined,
        {
          timeout: 15000,
        },
      );
      expect(done).toBeInTheDocument();
      expect(screen.getByRole('link', { name: orders[0].outboundNo })).toBeInTheDocument();
      const stored = await storedRecharge(pending.id);
      expect([stored?.status, stored?.arrivedAmount, stored?.serviceCharge]).toEqual(['CREDITED', 500, 12.5]);
      expect((await storedOrder(orders[0].id))?.status).toBe('AWAITING_PICK');
    } finally {
      await release();
    }
  }, 90_000);

  it('rejects only with a reason, then opens the next in the queue', async () => {
    const pending = await seedRecharge(['submit']);
    await openAs(`#/finance/recharge/review?id=${pending.id}`, 'admin');
    await approveForm();
    await choose(pending.rechargeNo);
    fireEvent.click(screen.getByRole('button', { name: zh('business.action.reject') }));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 }));
    fireEvent.click(dialog.getByRole('button', { name: zh('finance.review.reject.run') }));
    expect((await storedRecharge(pending.id))?.status).toBe('PENDING_REVIEW');
    enter(
      dialog.getByRole('textbox', { name: labelled(zh('finance.review.reject.reason')) }),
      'No transfer arrived',
    );
    fireEvent.click(dialog.getByRole('button', { name: zh('finance.review.reject.run') }));
    await waitFor(async () => expect((await storedRecharge(pending.id))?.status).toBe('REJECTED'), {
      timeout: 10000,
    });
    // the queue moves on: the rejected one is gone from it
    await waitFor(() => expect(screen.queryByText(pending.rechargeNo)).toBeNull(), { timeout: 10000 });
    expect(await approveForm()).toBeInTheDocument();
  }, 60_000);

  it('shows a seeded bank transfer’s receipt file, not an error', async () => {
    const pending = await find(await liveDb(), 'recharges', {
      status: 'PENDING_REVIEW',
      method: 'BANK_TRANSFER',
    });
    if (!pending) throw new Error('the seed leaves no bank transfer waiting for review');
    await openAs(`#/finance/recharge/review?id=${pending.id}`, 'admin');
    const receipt = within(
      await screen.findByRole('region', { name: zh('finance.recharge.receipt.heading') }, { timeout: 15000 }),
    );
    const frame = await receipt.findByTitle(
      zh('finance.recharge.receipt.title', { no: pending.rechargeNo }),
      undefined,
      { timeout: 15000 },
    );
    expect(frame.tagName).toBe('OBJECT');
    expect(frame).toHaveAttribute('type', 'application/pdf');
    expect(receipt.queryByText(zh('finance.recharge.receipt.failed'))).toBeNull();
    expect(receipt.getByRole('button', { name: zh('finance.recharge.receipt.download') })).toBeEnabled();
  }, 60_000);
});
