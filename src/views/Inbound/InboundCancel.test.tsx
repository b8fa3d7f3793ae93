import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboundStatus } from '@machines/business/inbound-order.machine';
import { liveDb } from '../../../server/api/db-instance';
import { findById } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { openAs, seedOrder, stopConsoles, usReadySkus } from './inbound.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const cancelButton = () => screen.queryByRole('button', { name: zh('business.action.cancel') });

async function openOrder(status: InboundStatus, user: string) {
  const [sku] = await usReadySkus(1);
  const order = await seedOrder(status, [sku]);
  await openAs(`#/inbound/detail/${order.id}`, user);
  await screen.findByRole('heading', { name: order.inboundNo }, { timeout: 25000 });
  return order;
}

async function cancelWithReason(order: { id: string; inboundNo: string }, reason: string) {
  fireEvent.click(cancelButton() as HTMLElement);
  const dialog = within(await screen.findByRole('dialog', { hidden: true }));
  fireEvent.change(dialog.getByRole('textbox', { name: zh('inbound.cancel.reason'), hidden: true }), {
    target: { value: reason },
  });
  fireEvent.click(dialog.getByRole('button', { name: zh('inbound.cancel.confirm'), hidden: true }));
  expect(
    await screen.findByText(zh('inbound.done.cancel', { document: order.inboundNo })),
  ).toBeInTheDocument();
  await waitFor(async () =>
    expect((await findById(await liveDb(), 'inbounds', order.id))?.status).toBe('CANCELLED'),
  );
}

describe('cancelling an inbound order (business.md §5)', () => {
  it.each<InboundStatus>(['DRAFT', 'PENDING_REVIEW', 'REJECTED'])(
    'the customer cancels it in %s, with a reason',
    async (status) => {
      const order = await openOrder(status, 'seller');
      await cancelWithReason(order, 'Supplier delayed');
      expect(screen.getAllByText(zh('business.status.inbound.CANCELLED')).length).toBeGreaterThan(0);
    },
    90_000,
  );

  it('the customer cannot cancel once it is approved; the operator can, before arrival', async () => {
    await openOrder('APPROVED', 'seller');
    // the actions are there, only not this one
    expect(screen.getByRole('button', { name: zh('business.action.markShipped') })).toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    cleanup();
    stopConsoles();
    const order = await openOrder('APPROVED', 'admin');
    await cancelWithReason(order, 'Customer request by phone');
  }, 90_000);

  it('the operator cannot cancel once the goods arrived', async () => {
    await openOrder('ARRIVED', 'admin');
    expect(screen.getByRole('button', { name: zh('business.action.startReceiving') })).toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
  }, 90_000);
});
