import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter, findById, findByIds, insert, update } from '../../../server/store/store';
import { translate } from '../../../server/api/i18n';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import {
  batchInDb,
  confirmDialog,
  openAs,
  openBatch,
  packedOrders,
  seedBatch,
  stopConsoles,
} from './outbound-batch.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const PAGE = '#/outbound/batches';
const viewLabel = (batchNo: string) => zh('outbound.batch.list.viewOne', { no: batchNo });
const pickBox = (scope: ReturnType<typeof within>, no: string) =>
  scope.findByRole(
    'checkbox',
    { name: zh('outbound.batch.picker.pick', { no }), hidden: true },
    { timeout: 10_000 },
  );

async function openCreate() {
  // the toolbar's button, the first: a list without batches offers the same in its empty message
  const [open] = await screen.findAllByRole(
    'button',
    { name: zh('outbound.batch.create.open') },
    { timeout: 25_000 },
  );
  fireEvent.click(open);
  // Mantine's modal is still in its opening transition in happy-dom: its contents count as hidden
  const dialog = within(
    await screen.findByRole('dialog', { name: zh('outbound.batch.create.title'), hidden: true }),
  );
  return dialog;
}

async function search(dialog: ReturnType<typeof within>, keyword: string) {
  fireEvent.change(dialog.getByRole('textbox', { name: zh('outbound.batch.picker.search'), hidden: true }), {
    target: { value: keyword },
  });
  fireEvent.click(
    dialog.getByRole('button', { name: zh('outbound.batch.picker.searchButton'), hidden: true }),
  );
}

describe('outbound batches (business.md §6)', () => {
  it('the seller makes a handover batch of two orders and prints it; the warehouse hands it over and they ship', async () => {
    const [first, second] = await packedOrders(2, 'UIB-HAND');
    // an order of another warehouse, which cannot join a batch of USEA's
    const db = await liveDb();
    const elsewhere = {
      ...structuredClone(first),
      id: 'OBTEST-ELSEWHERE',
      outboundNo: 'OBTEST-ELSEWHERE',
      referenceNo: 'UIB-HAND-X',
      warehouseCode: 'USWE',
    };
    await insert(db, 'outbounds', elsewhere);

    await openAs(PAGE, 'seller');
    const dialog = await openCreate();
    fireEvent.click(dialog.getByRole('radio', { name: zh('outbound.batch.kind.HANDOVER'), hidden: true }));
    await search(dialog, 'UIB-HAND');
    fireEvent.click(await pickBox(dialog, first.outboundNo));
    expect(await pickBox(dialog, elsewhere.outboundNo)).toBeDisabled();
    expect(
      dialog.getByText(
        zh('outbound.batch.picker.otherRoute', {
          warehouse: 'USWE',
          carrier: first.carrierCode,
          batchWarehouse: 'USEA',
          batchCarrier: first.carrierCode,
        }),
      ),
    ).toBeInTheDocument();
    fireEvent.click(await pickBox(dialog, second.outboundNo));
    fireEvent.click(
      dialog.getByRole('button', { name: zh('outbound.batch.create.submit', { count: 2 }), hidden: true }),
    );

    const batch = await waitFor(async () => {
      const made = (await filter(await liveDb(), 'outboundBatches', { customerId: first.customerId })).find(
        (b) => b.orderIds.includes(first.id),
      );
      expect(made?.orderIds).toEqual([first.id, second.id]);
      return made as NonNullable<typeof made>;
    });
    expect(batch.kind).toBe('HANDOVER');
    const drawer = within(await screen.findByRole('dialog', { name: new RegExp(batch.batchNo) }));
    // the seller prints; the handover is the warehouse's
    expect(drawer.queryByRole('button', { name: zh('business.action.handOver') })).toBeNull();
    fireEvent.click(await drawer.findByRole('button', { name: zh('business.action.print') }));
    await confirmDialog(
      zh('outbound.batch.confirm.print.title', { document: batch.batchNo }),
      zh('business.action.print'),
    );
    await waitFor(async () => expect((await batchInDb(batch.id))?.status).toBe('PRINTED'));
    fireEvent.click(await drawer.findByRole('tab', { name: zh('outbound.batch.detail.labels') }));
    fireEvent.click(await drawer.findByRole('button', { name: zh('outbound.waybill.preview') }));
    expect(
      await drawer.findByTitle(zh('outbound.batch.detail.labelsPreview', { no: batch.batchNo }), undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();

    cleanup();
    stopConsoles();
    await openAs(PAGE, 'admin');
    const operatorDrawer = await openBatch(batch.batchNo, viewLabel(batch.batchNo));
    // the sheet the driver signs comes as a PDF
    const saved = vi.spyOn(URL, 'createObjectURL');
    // the download link is not followed here
    const followed = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(
      await operatorDrawer.findByRole('button', { name: zh('outbound.batch.action.handoverSheet') }),
    );
    await waitFor(() =>
      expect(saved.mock.calls.some(([file]) => file instanceof Blob && file.type === 'application/pdf')).toBe(
        true,
      ),
    );
    expect(followed).toHaveBeenCalled();
    saved.mockRestore();
    followed.mockRestore();
    fireEvent.click(await operatorDrawer.findByRole('button', { name: zh('business.action.handOver') }));
    await confirmDialog(
      zh('outbound.batch.confirm.handOver.title', { document: batch.batchNo }),
      zh('business.action.handOver'),
    );
    await waitFor(async () => {
      const orders = await findByIds(await liveDb(), 'outbounds', [first.id, second.id]);
      expect(orders.map((o) => o.status)).toEqual(['SHIPPED', 'SHIPPED']);
    });
    expect(
      await operatorDrawer.findAllByText(zh('business.status.outbound.SHIPPED'), undefined, {
        timeout: 10_000,
      }),
    ).toHaveLength(2);
    expect(
      await operatorDrawer.findByText(zh('business.status.outboundBatch.HANDED_OVER')),
    ).toBeInTheDocument();
  }, 120_000);

  it('a label-printing batch offers the warehouse its handover disabled, saying why', async () => {
    const orders = await packedOrders(1, 'UIB-LABEL');
    const batch = await seedBatch(orders, 'LABEL_PRINT', true);
    await openAs(PAGE, 'admin');
    const drawer = await openBatch(batch.batchNo, viewLabel(batch.batchNo));
    const handOver = await drawer.findByRole('button', { name: zh('business.action.handOver') });
    expect(handOver).toBeDisabled();
    expect(handOver).toHaveAccessibleDescription(
      `${zh('business.action.handOver')}: ${zh('business.blocked.batchNotHandover')}`,
    );
    // no sheet for the driver either, for the same reason; its labels print
    expect(drawer.getByRole('button', { name: zh('outbound.batch.action.handoverSheet') })).toBeDisabled();
    expect(drawer.getByRole('button', { name: zh('outbound.batch.action.printLabels') })).toBeEnabled();
  }, 90_000);

  it('an order leaves an open batch after a confirmation', async () => {
    const [kept, removed] = await packedOrders(2, 'UIB-REMOVE');
    const batch = await seedBatch([kept, removed], 'LABEL_PRINT');
    await openAs(PAGE, 'seller');
    const drawer = await openBatch(batch.batchNo, viewLabel(batch.batchNo));
    fireEvent.click(
      await drawer.findByRole('button', {
        name: zh('outbound.batch.remove.button', { no: removed.outboundNo }),
      }),
    );
    await confirmDialog(
      zh('outbound.batch.remove.title', { no: removed.outboundNo }),
      zh('outbound.batch.remove.confirm'),
    );
    await waitFor(async () => expect((await batchInDb(batch.id))?.orderIds).toEqual([kept.id]));
    await waitFor(() => expect(drawer.queryByText(removed.outboundNo)).toBeNull());
    expect(drawer.getByText(kept.outboundNo)).toBeInTheDocument();
  }, 90_000);

  it('says what is missing, and shows the server’s refusal at the order it is about', async () => {
    const [first, second] = await packedOrders(2, 'UIB-REFUSE');
    await openAs(PAGE, 'seller');
    const dialog = await openCreate();
    fireEvent.click(
      dialog.getByRole('button', { name: zh('outbound.batch.create.submit', { count: 0 }), hidden: true }),
    );
    expect(await dialog.findByText(zh('outbound.batch.rule.batchOrdersRequired'))).toBeInTheDocument();

    await search(dialog, 'UIB-REFUSE');
    fireEvent.click(await pickBox(dialog, first.outboundNo));
    fireEvent.click(await pickBox(dialog, second.outboundNo));
    // meanwhile the second order moves to another carrier: the server refuses it at orderIds.1
    const stored = await findById(await liveDb(), 'outbounds', second.id);
    if (!stored) throw new Error('order missing');
    await update(await liveDb(), 'outbounds', stored.id, { carrierCode: 'FEDEX-HOME' });
    fireEvent.click(
      dialog.getByRole('button', { name: zh('outbound.batch.create.submit', { count: 2 }), hidden: true }),
    );
    const refusal = translate('zh-CN', 'batchMixedRoute', { warehouse: 'USEA', carrier: first.carrierCode });
    expect(await dialog.findByText(refusal, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      (await filter(await liveDb(), 'outboundBatches', { customerId: first.customerId })).some((b) =>
        b.orderIds.includes(first.id),
      ),
    ).toBe(false);
  }, 90_000);

  it('keeps a customer’s batches from another customer', async () => {
    const orders = await packedOrders(1, 'UIB-OWN');
    const batch = await seedBatch(orders, 'LABEL_PRINT');
    await openAs(`${PAGE}?keyword=${batch.batchNo}`, 'seller2');
    expect(
      await screen.findByText(zh('business.list.emptyFiltered'), undefined, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: viewLabel(batch.batchNo) })).toBeNull();
    cleanup();
    stopConsoles();
    await openAs(`${PAGE}?keyword=${batch.batchNo}`, 'seller');
    expect(
      await screen.findByRole('button', { name: viewLabel(batch.batchNo) }, { timeout: 25_000 }),
    ).toBeInTheDocument();
  }, 90_000);

  it('edits the remark, checked by the shared rule before it is sent', async () => {
    const orders = await packedOrders(1, 'UIB-REMARK');
    const batch = await seedBatch(orders, 'LABEL_PRINT');
    await openAs(PAGE, 'seller');
    const drawer = await openBatch(batch.batchNo, viewLabel(batch.batchNo));
    fireEvent.click(await drawer.findByRole('button', { name: zh('outbound.batch.action.remark') }));
    const editor = within(
      await screen.findByRole('dialog', {
        name: zh('outbound.batch.remarkTitle', { no: batch.batchNo }),
        hidden: true,
      }),
    );
    const field = editor.getByRole('textbox', { name: zh('business.field.remark'), hidden: true });
    fireEvent.change(field, { target: { value: 'x'.repeat(256) } });
    fireEvent.click(editor.getByRole('button', { name: zh('outbound.batch.save'), hidden: true }));
    expect(await editor.findByText(zh('outbound.batch.rule.remarkTooLong255'))).toBeInTheDocument();
    expect((await batchInDb(batch.id))?.remark).toBe('');
    fireEvent.change(field, { target: { value: 'Pickup at dock 3' } });
    fireEvent.click(editor.getByRole('button', { name: zh('outbound.batch.save'), hidden: true }));
    await waitFor(async () => expect((await batchInDb(batch.id))?.remark).toBe('Pickup at dock 3'));
    expect(await drawer.findByText('Pickup at dock 3', undefined, { timeout: 10_000 })).toBeInTheDocument();
  }, 90_000);
});
