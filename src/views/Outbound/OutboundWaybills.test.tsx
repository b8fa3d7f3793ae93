import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb, liveUploads } from '../../../server/api/db-instance';
import { find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { confirmDialog, openAs, stopConsoles } from './outbound-batch.test-support';
import { seedOrder } from './outbound.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const pdf = (name: string) => new File(['%PDF-1.4\n%label\n'], name, { type: 'application/pdf' });
const page = (keyword = '') => `#/outbound/waybills${keyword ? `?keyword=${keyword}` : ''}`;

/**
 * `count` orders of the seller that carry their own label and have none yet: made here, as the seed
 * gives nearly every one of its own a label (the warehouse cannot ship one without it).
 */
async function selfLabelled(count: number) {
  const orders = [];
  for (let i = 0; i < count; i += 1)
    orders.push(await seedOrder('DRAFT', { businessMode: 'WAREHOUSE_ONLY' }));
  const uploaded = new Set((await liveUploads()).filter((u) => !u.voided).map((u) => u.docId));
  expect(orders.filter((o) => uploaded.has(o.id))).toEqual([]);
  return orders;
}

const currentUploads = async (ids: string[]) =>
  (await liveUploads()).filter((u) => u.purpose === 'waybill' && !u.voided && ids.includes(u.docId ?? ''));

describe('waybill labels (business.md §6)', () => {
  it('takes many PDFs at once, each matched to its order by name, one matching nothing said so; a label is voided after a confirmation', async () => {
    const [byNumber, byReference, lowerCase] = await selfLabelled(3);
    const ids = [byNumber.id, byReference.id, lowerCase.id];
    await openAs(page(), 'seller');
    fireEvent.click(
      await screen.findByRole('button', { name: zh('outbound.waybill.upload.open') }, { timeout: 25_000 }),
    );
    // the modal is in its opening transition in happy-dom: hidden to the queries
    const dialog = await screen.findByRole('dialog', {
      name: zh('outbound.waybill.upload.title'),
      hidden: true,
    });
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, {
      target: {
        files: [
          pdf(`${byNumber.outboundNo}.pdf`),
          pdf(`${byReference.referenceNo}.pdf`),
          pdf(`${lowerCase.outboundNo.toLowerCase()}.pdf`),
          pdf('NO-SUCH-ORDER-42.pdf'),
        ],
      },
    });
    const inside = within(dialog);
    expect(
      await inside.findByText(
        `${zh('outbound.waybill.upload.summary', { matched: 3, total: 4 })} ${zh('outbound.waybill.upload.unmatched', { count: 1 })}`,
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // each match shows before anything is sent
    // each file's row: its name, then the order it was matched to or why it was not
    const matchOf = (fileName: string) => {
      const row = inside
        .getAllByRole('row', { hidden: true })
        .find((candidate) => candidate.querySelector('td p')?.textContent === fileName);
      return row?.querySelector('td')?.textContent?.slice(fileName.length) ?? '';
    };
    expect(matchOf(`${byNumber.outboundNo}.pdf`)).toContain(byNumber.outboundNo);
    expect(matchOf(`${byReference.referenceNo}.pdf`)).toContain(byReference.outboundNo);
    expect(matchOf(`${lowerCase.outboundNo.toLowerCase()}.pdf`)).toContain(lowerCase.outboundNo);
    expect(matchOf('NO-SUCH-ORDER-42.pdf')).toBe(zh('outbound.waybill.upload.problem.noMatch'));
    expect(await currentUploads(ids)).toHaveLength(0);

    fireEvent.click(
      inside.getByRole('button', { name: zh('outbound.waybill.upload.send', { count: 3 }), hidden: true }),
    );
    await waitFor(async () =>
      expect((await currentUploads(ids)).map((u) => u.docId).sort()).toEqual([...ids].sort()),
    );
    await waitFor(() =>
      expect(inside.getAllByText(zh('outbound.waybill.upload.state.done'))).toHaveLength(3),
    );
    expect(inside.getByText(zh('outbound.waybill.upload.skipped'))).toBeInTheDocument();

    cleanup();
    stopConsoles();
    await openAs(page(byNumber.outboundNo), 'seller');
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: zh('outbound.waybill.voidOne', { no: byNumber.outboundNo }) },
        { timeout: 25_000 },
      ),
    );
    await confirmDialog(
      zh('outbound.waybill.void.title', { no: byNumber.outboundNo }),
      zh('outbound.waybill.void.confirm'),
    );
    await waitFor(async () => expect((await currentUploads([byNumber.id])).length).toBe(0));
    expect(
      await screen.findByText(zh('outbound.waybill.state.MISSING'), undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: zh('outbound.waybill.uploadOne', { no: byNumber.outboundNo }) }),
    ).toBeInTheDocument();
  }, 120_000);

  it('shows a shipped order’s carrier label in the chosen size', async () => {
    const db = await liveDb();
    const shipped = await find(db, 'outbounds', {
      customerId: 'C001',
      businessMode: 'WAREHOUSE_AND_DELIVERY',
      status: 'SHIPPED',
    });
    if (!shipped) throw new Error('the seed has no shipped order of C001');
    await openAs(page(shipped.outboundNo), 'seller');
    expect(
      await screen.findByText(zh('outbound.waybill.state.GENERATED'), undefined, { timeout: 25_000 }),
    ).toBeInTheDocument();
    // nothing to upload or void for the carrier's label
    expect(
      screen.queryByRole('button', { name: zh('outbound.waybill.voidOne', { no: shipped.outboundNo }) }),
    ).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: zh('outbound.waybill.viewOne', { no: shipped.outboundNo }) }),
    );
    const dialog = within(
      await screen.findByRole('dialog', {
        name: zh('outbound.waybill.viewer.title', { no: shipped.outboundNo }),
        hidden: true,
      }),
    );
    fireEvent.click(dialog.getByRole('radio', { name: zh('outbound.waybill.sizes.10x15'), hidden: true }));
    fireEvent.click(dialog.getByRole('button', { name: zh('outbound.waybill.preview'), hidden: true }));
    expect(
      await dialog.findByTitle(zh('outbound.waybill.viewer.preview', { no: shipped.outboundNo }), undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  }, 90_000);
});
