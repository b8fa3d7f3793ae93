import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Resolution } from '@machines/business/inbound-exception.machine';
import { liveDb } from '../../../server/api/db-instance';
import { findById, update } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { openAs, seedOrder, usReadySkus, stopConsoles } from './inbound.test-support';

setupMockServer();

afterEach(() => {
  cleanup();
  stopConsoles();
});

/** A received order whose 2 damaged units the operator has asked the customer about. */
async function askedAboutDamage(chosen: Resolution | null) {
  const [sku] = await usReadySkus(1);
  const order = await seedOrder('RECEIVED', [sku]);
  // the exception's id names the order's number, known once it is seeded: changed as stored
  const [first, ...others] = order.boxes;
  return update(await liveDb(), 'inbounds', order.id, {
    boxes: [
      { ...first, lines: [{ sku, expectedQty: 10, receivedQty: 10, goodQty: 8, damagedQty: 2 }] },
      ...others,
    ],
    exceptions: [
      {
        id: `${order.inboundNo}-EX-1`,
        type: 'DAMAGED',
        boxNo: 1,
        sku,
        qty: 2,
        photos: [],
        status: 'AWAITING_CUSTOMER',
        resolution: chosen,
      },
    ],
  });
}

const storedException = async (id: string) => (await findById(await liveDb(), 'inbounds', id))?.exceptions[0];

const rowOf = async (text: string) =>
  (await screen.findByText(text, undefined, { timeout: 25000 })).closest('tr') as HTMLElement;

async function inDialog(action: (dialog: ReturnType<typeof within>) => void) {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  action(within(dialog));
}

const radio = (dialog: ReturnType<typeof within>, resolution: Resolution) =>
  dialog.getByRole('radio', { name: new RegExp(zh(`inbound.resolution.${resolution}`)), hidden: true });

describe('the receiving exceptions', () => {
  it('lets the customer choose "accept as good" where asked', async () => {
    const order = await askedAboutDamage(null);
    await openAs(`#/inbound/exceptions?keyword=${order.inboundNo}`, 'seller');
    const row = await rowOf(order.inboundNo);
    expect(
      within(row).getByText(zh('business.status.inboundException.AWAITING_CUSTOMER')),
    ).toBeInTheDocument();
    // closing is the operator's step
    expect(
      within(row).queryByRole('button', { name: zh('business.action.resolve') }),
    ).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: zh('business.action.chooseResolution') }));
    await inDialog((dialog) => {
      fireEvent.click(radio(dialog, 'ACCEPT_AS_GOOD'));
      fireEvent.click(dialog.getByRole('button', { name: zh('inbound.choose.confirm'), hidden: true }));
    });
    await waitFor(async () =>
      expect(await storedException(order.id)).toMatchObject({
        status: 'AWAITING_CUSTOMER',
        resolution: 'ACCEPT_AS_GOOD',
      }),
    );
    await waitFor(() =>
      expect(screen.getByText(zh('inbound.resolution.ACCEPT_AS_GOOD'))).toBeInTheDocument(),
    );
  }, 90_000);

  it("closes an asked exception with the customer's choice only, which frees put-away", async () => {
    const order = await askedAboutDamage('ACCEPT_AS_GOOD');
    await openAs(`#/inbound/exceptions?keyword=${order.inboundNo}`, 'admin');
    const row = await rowOf(order.inboundNo);
    fireEvent.click(within(row).getByRole('button', { name: zh('business.action.resolve') }));
    await inDialog((dialog) => {
      expect(radio(dialog, 'DESTROY')).toBeDisabled();
      expect(radio(dialog, 'ACCEPT_AS_GOOD')).toBeChecked();
      fireEvent.click(dialog.getByRole('button', { name: zh('inbound.resolve.confirm'), hidden: true }));
    });
    await waitFor(async () =>
      expect(await storedException(order.id)).toMatchObject({
        status: 'RESOLVED',
        resolution: 'ACCEPT_AS_GOOD',
      }),
    );

    act(() => {
      window.location.hash = `#/inbound/detail/${order.id}`;
    });
    const putaway = await screen.findByRole(
      'button',
      { name: zh('business.action.putaway') },
      { timeout: 25000 },
    );
    expect(putaway).toBeEnabled();
    expect(
      screen.queryByText(zh('business.blocked.openExceptionsBlock', { openExceptions: 1 })),
    ).not.toBeInTheDocument();
  }, 90_000);
});
