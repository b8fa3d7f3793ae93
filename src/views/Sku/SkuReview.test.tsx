import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter, find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { choose, enter, openAs, sellerSku, textbox } from './sku.test-support';

setupMockServer();
afterEach(cleanup);

const CODE = 'UT-LAMP-01';

async function stored(code: string) {
  return find(await liveDb(), 'skus', { customerId: 'C001', sku: code });
}

/** The review queue's row of `code`, found through the queue's search (the table's row, not a phone card). */
async function queueRow(code: string) {
  const table = await screen.findByRole('table', { name: zh('businessMenu.skuReview') }, { timeout: 60000 });
  const search = screen.getByRole('search');
  enter(textbox(search, zh('sku.list.keyword')), code);
  fireEvent.submit(search);
  const cell = await within(table).findByText(code, undefined, { timeout: 10000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return row;
}

describe('registering and reviewing a SKU', () => {
  it('the seller registers a SKU with a US import declaration and submits it; the operator approves it', async () => {
    await openAs('#/sku/add', 'seller');
    const form = await screen.findByRole('form', { name: zh('sku.edit.addTitle') }, { timeout: 25000 });
    enter(textbox(form, zh('sku.fields.sku')), CODE.toLowerCase());
    enter(textbox(form, zh('sku.fields.nameEn')), 'Desk lamp');
    enter(textbox(form, zh('sku.fields.nameCn')), 'Taideng');
    enter(textbox(form, zh('sku.fields.category')), 'Lighting');
    enter(textbox(form, zh('sku.fields.weightKg')), '0.8');
    enter(textbox(form, zh('sku.fields.lengthCm')), '30');
    enter(textbox(form, zh('sku.fields.widthCm')), '20');
    enter(textbox(form, zh('sku.fields.heightCm')), '12');

    fireEvent.click(screen.getByRole('button', { name: zh('sku.declaration.add') }));
    const declaration = await screen.findByRole('form', { name: zh('sku.declaration.formTitle') });
    await choose(declaration, zh('sku.declaration.countryCode'), /^US/);
    enter(textbox(declaration, zh('sku.declaration.declaredNameEn')), 'Desk lamp');
    enter(textbox(declaration, zh('sku.declaration.declaredNameCn')), 'Taideng');
    enter(textbox(declaration, zh('sku.declaration.hsCode')), '9405210000');
    enter(textbox(declaration, zh('sku.declaration.declaredValue')), '12.5');
    fireEvent.click(within(declaration).getByRole('button', { name: zh('sku.declaration.save') }));
    const pending = await screen.findByRole('table', { name: zh('sku.declaration.sectionTitle') });
    expect(within(pending).getByText('9405210000')).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: zh('sku.edit.saveDraft') }));
    // a page's code loads on its first visit: slow under the test transform
    await screen.findByRole('heading', { name: zh('businessMenu.skuDetail') }, { timeout: 60000 });
    const created = await stored(CODE);
    expect(created?.status).toBe('DRAFT');
    expect(window.location.hash).toBe(`#/sku/detail/${created?.id}`);
    const declarations = created ? await filter(await liveDb(), 'declarations', { skuId: created.id }) : [];
    expect(declarations.map((d) => [d.countryCode, d.direction, d.hsCode])).toEqual([
      ['US', 'IMPORT', '9405210000'],
    ]);

    fireEvent.click(
      await screen.findByRole('button', { name: zh('business.action.submit') }, { timeout: 10000 }),
    );
    await waitFor(async () => expect((await stored(CODE))?.status).toBe('PENDING_REVIEW'));
    expect((await screen.findAllByText(zh('business.status.sku.PENDING_REVIEW'))).length).toBeGreaterThan(0);
    cleanup();

    await openAs('#/sku/review', 'admin');
    const row = await queueRow(CODE);
    fireEvent.click(within(row).getByRole('button', { name: zh('business.action.approve') }));
    await waitFor(async () => expect((await stored(CODE))?.status).toBe('APPROVED'));
    await waitFor(() => expect(screen.queryByText(CODE)).not.toBeInTheDocument());
  }, 180_000);

  it('asks the operator for a reason before rejecting, and keeps the SKU waiting without one', async () => {
    const sku = await sellerSku('PENDING_REVIEW');
    await openAs('#/sku/review', 'admin');
    const row = await queueRow(sku.sku);
    fireEvent.click(within(row).getByRole('button', { name: zh('business.action.reject') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.reject') }));
    expect(await within(dialog).findByText(zh('business.actionDialog.reasonRequired'))).toBeInTheDocument();
    expect((await stored(sku.sku))?.status).toBe('PENDING_REVIEW');

    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'The photos do not show the plug type' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.reject') }));
    await waitFor(async () => expect((await stored(sku.sku))?.status).toBe('REJECTED'));
    expect((await stored(sku.sku))?.reviewRemark).toBe('The photos do not show the plug type');
  }, 150_000);
});
