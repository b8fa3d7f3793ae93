import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { findById } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { choose, openAs, seedOrder, stopConsoles, usReadySkus } from './inbound.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

// the modal renders while its transition runs: hidden to the accessibility tree in happy-dom
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'label.png', { type: 'image/png' });

async function openRaise(order: { id: string; inboundNo: string }) {
  await openAs(`#/inbound/detail/${order.id}`, 'admin');
  await screen.findByRole('heading', { name: order.inboundNo }, { timeout: 25000 });
  fireEvent.click(screen.getByRole('button', { name: zh('inbound.raise.open') }));
  return dialog();
}

describe('an exception the warehouse raises at receiving', () => {
  it('asks for a note on "other", uploads the photo and lists the new exception with it', async () => {
    const [sku] = await usReadySkus(1);
    const order = await seedOrder('RECEIVING', [sku]);
    const raise = await openRaise(order);
    await choose(document.body, zh('inbound.exception.type'), zh('inbound.exceptionType.OTHER'));
    const confirm = raise.getByRole('button', { name: zh('inbound.raise.confirm'), hidden: true });
    fireEvent.click(confirm);
    expect(await raise.findByText(zh('inbound.raise.rules.exceptionNoteRequired'))).toBeInTheDocument();

    const note = raise.getByRole('textbox', {
      name: new RegExp(`^${zh('inbound.raise.note')}`),
      hidden: true,
    });
    fireEvent.change(note, { target: { value: 'pallet wrap torn' } });
    const files = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!files) throw new Error('no file input in the dialog');
    fireEvent.change(files, { target: { files: [png()] } });
    fireEvent.click(confirm);

    expect(await screen.findByText(zh('inbound.raise.raised', { no: order.inboundNo }))).toBeInTheDocument();
    const stored = await findById(await liveDb(), 'inbounds', order.id);
    expect(stored?.exceptions.at(-1)).toMatchObject({ type: 'OTHER', status: 'OPEN', boxNo: 1 });
    expect(stored?.exceptions.at(-1)?.photos).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: new RegExp(zh('inbound.tabs.exceptions')) }));
    const table = within(screen.getByRole('table', { name: zh('inbound.tabs.exceptions') }));
    const row = table
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(zh('inbound.exceptionType.OTHER')));
    if (!row) throw new Error('the raised exception is not listed');
    // the thumbnail (a placeholder of the same name while the image loads, replaced once it has)
    await waitFor(() =>
      expect(within(row).getByLabelText(zh('inbound.exception.photoNo', { no: 1 }))).toBeInTheDocument(),
    );
  }, 90_000);

  it("shows the server's 422 at the SKU: an unregistered SKU that is registered after all", async () => {
    const [sku, other] = await usReadySkus(2);
    const order = await seedOrder('RECEIVING', [sku]);
    const raise = await openRaise(order);
    await choose(document.body, zh('inbound.exception.type'), zh('inbound.exceptionType.UNREGISTERED_SKU'));
    const code = raise.getByRole('textbox', { name: new RegExp(`^${zh('inbound.line.sku')}`), hidden: true });
    fireEvent.change(code, { target: { value: other } });
    fireEvent.click(raise.getByRole('button', { name: zh('inbound.raise.confirm'), hidden: true }));
    // the server's message, in the reader's language, at the field
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    expect((await findById(await liveDb(), 'inbounds', order.id))?.exceptions).toHaveLength(0);
  }, 90_000);
});
