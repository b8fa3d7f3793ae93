import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb, liveUploads } from '../../../server/api/db-instance';
import { find } from '../../../server/store/store';
import { estimateOutbound } from '../../../server/areas/finance/estimate';
import { translate } from '../../../server/api/i18n';
import { updateAuthState } from '../../../server/areas/access/state';
import { setupMockServer } from '@mocks/testing';
import { formatMoney } from '@/i18n/format';
import { en, zh } from '@/test/messages';
import {
  cartonSection,
  choose,
  enter,
  expectFieldMessage,
  labelled,
  openAs,
  orderIn,
  outboundById,
  pickSku,
  seedOrder,
  stockedSku,
  watchHashes,
  withinLine,
} from './edit/form.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
});

const US_BUYER =
  'John Smith\n123 Main Street\nApt 4B\nNew York, NY 10001\nUnited States\nPhone: +1 212-555-0147';

const field = (label: string) => screen.getByRole('textbox', { name: labelled(label) });

async function openForm(hash: string, lang: 'zh-CN' | 'en' = 'zh-CN', title = 'outbound.edit.addTitle.B2C') {
  await openAs(hash, 'seller', lang);
  const text = lang === 'en' ? en : zh;
  await screen.findByRole('heading', { name: text(title) }, { timeout: 25000 });
  // the warehouses are asked for as the page opens
  const warehouse = screen.getByRole('combobox', { name: labelled(text('outbound.edit.field.warehouse')) });
  await waitFor(() => expect(warehouse).toBeEnabled(), { timeout: 10000 });
}

/** Header and consignee of a B2C order to a US buyer from USEA by UPS Ground. */
async function fillUsOrder(reference: string) {
  enter(field(zh('outbound.edit.field.referenceNo')), reference);
  await choose(document.body, zh('outbound.edit.field.warehouse'), /^USEA/);
  await choose(document.body, zh('outbound.edit.field.carrier'), /UPS-GROUND/);
  fireEvent.change(screen.getByRole('textbox', { name: zh('outbound.edit.paste.label') }), {
    target: { value: US_BUYER },
  });
  fireEvent.click(screen.getByRole('button', { name: zh('outbound.edit.paste.split') }));
}

describe('the outbound order form', () => {
  it('submits a B2C order to a US buyer: stock at USEA, the estimate and the balance after, then AWAITING_PICK', async () => {
    const stocked = await stockedSku('USEA');
    const user = userEvent.setup({ delay: null });
    await openForm('#/outbound/add');
    await fillUsOrder('UT-OB-B2C-1');
    // the split filled the consignee: the user checks the highlighted fields
    expect(await screen.findByRole('status')).toHaveTextContent(zh('outbound.edit.consignee.city'));
    expect(field(zh('outbound.edit.consignee.city'))).toHaveValue('New York');
    expect(field(zh('outbound.edit.consignee.postcode'))).toHaveValue('10001');
    await pickSku(
      withinLine(1).getByRole('combobox', { name: labelled(zh('outbound.edit.line.sku')) }),
      stocked.sku,
    );
    enter(withinLine(1).getByRole('textbox', { name: labelled(zh('outbound.edit.line.qty')) }), '1');
    expect(
      await withinLine(1).findByText(
        zh('outbound.edit.line.available', { warehouse: 'USEA', qty: String(stocked.available) }),
        undefined,
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: zh('outbound.edit.submit') }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: zh('outbound.edit.estimate.title') },
      { timeout: 15000 },
    );
    const db = await liveDb();
    const draft = await find(db, 'outbounds', { referenceNo: 'UT-OB-B2C-1' });
    expect(draft?.status).toBe('DRAFT');
    const purse = await find(db, 'purses', { customerId: 'C001', currency: 'USD' });
    const estimate = await estimateOutbound(db, draft!);
    expect(within(dialog).getByTestId('estimate-total')).toHaveTextContent(
      formatMoney(estimate.total, 'USD', 'zh-CN'),
    );
    expect(within(dialog).getByTestId('purse-balance')).toHaveTextContent(
      formatMoney(purse!.balance, 'USD', 'zh-CN'),
    );
    expect(within(dialog).getByTestId('purse-after')).toHaveTextContent(
      formatMoney(purse!.balance - estimate.total, 'USD', 'zh-CN'),
    );
    expect(within(dialog).queryByText(zh('outbound.edit.estimate.arrearsTitle'))).not.toBeInTheDocument();
    const hashes = watchHashes();
    await user.click(within(dialog).getByRole('button', { name: zh('outbound.edit.estimate.confirm') }));

    const id = await hashes.detailId();
    hashes.stop();
    expect(id).toBe(draft!.id);
    expect((await outboundById(id))?.status).toBe('AWAITING_PICK');
  }, 90_000);

  it.each([
    ['zh-CN', zh],
    ['en', en],
  ] as const)(
    'shows its own checks at the fields before asking the server (%s)',
    async (lang, text) => {
      const user = userEvent.setup({ delay: null });
      await openForm('#/outbound/add', lang);
      enter(
        screen.getByRole('textbox', { name: labelled(text('outbound.edit.consignee.phone')) }),
        'call me',
      );
      enter(
        screen.getByRole('textbox', { name: labelled(text('outbound.edit.consignee.email')) }),
        'not-an-email',
      );
      await user.click(screen.getByRole('button', { name: text('outbound.edit.saveDraft') }));
      const at = (label: string, rule: string) =>
        expectFieldMessage(document.body, text(label), text(`outbound.edit.rules.${rule}`));
      await at('outbound.edit.field.referenceNo', 'referenceNoRequired');
      await at('outbound.edit.field.warehouse', 'warehouseRequired');
      await at('outbound.edit.consignee.name', 'consigneeNameRequired');
      await at('outbound.edit.consignee.phone', 'consigneePhoneInvalid');
      await at('outbound.edit.consignee.email', 'consigneeEmailInvalid');
      await at('outbound.edit.consignee.postcode', 'consigneePostcodeRequired');
      expect(screen.getByText(text('outbound.edit.rules.lineSkuRequired'))).toBeInTheDocument();
      // nothing was sent: the page is still the new order's
      expect(window.location.hash).toBe('#/outbound/add');
    },
    60_000,
  );

  it('submits for a user whose role sees no money: the dialog says the purse is not shown, and reads none', async () => {
    // the seller works the orders alone (issue #41 §3): its menu and its calls have no purse
    await updateAuthState((state) => {
      const seller = state.accounts.find((account) => account.username === 'seller');
      if (seller) seller.customerRole = 'orders';
    });
    const stocked = await stockedSku('USEA');
    const user = userEvent.setup({ delay: null });
    await openForm('#/outbound/add');
    await fillUsOrder('UT-OB-ORDERS-ROLE');
    await pickSku(
      withinLine(1).getByRole('combobox', { name: labelled(zh('outbound.edit.line.sku')) }),
      stocked.sku,
    );
    enter(withinLine(1).getByRole('textbox', { name: labelled(zh('outbound.edit.line.qty')) }), '1');
    await user.click(screen.getByRole('button', { name: zh('outbound.edit.submit') }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: zh('outbound.edit.estimate.title') },
      { timeout: 15000 },
    );
    expect(within(dialog).getByText(zh('outbound.edit.estimate.purseHidden'))).toBeInTheDocument();
    expect(within(dialog).getByTestId('estimate-total')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('purse-balance')).toBeNull();
    // no purse was asked for: the back-end's refusal would show
    expect(screen.queryByText(translate('zh-CN', 'roleSeeForbidden'))).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: zh('outbound.edit.estimate.confirm') }));
    await waitFor(async () =>
      expect(
        (await find(await liveDb(), 'outbounds', { referenceNo: 'UT-OB-ORDERS-ROLE' }))?.status,
      ).not.toBe('DRAFT'),
    );
  });

  it("lands the server's 422 at its field: a reference already used by another order", async () => {
    const taken = (await orderIn('DELIVERED')).referenceNo;
    const stocked = await stockedSku('USEA');
    const user = userEvent.setup({ delay: null });
    await openForm('#/outbound/add');
    await fillUsOrder(taken);
    await pickSku(
      withinLine(1).getByRole('combobox', { name: labelled(zh('outbound.edit.line.sku')) }),
      stocked.sku,
    );
    enter(withinLine(1).getByRole('textbox', { name: labelled(zh('outbound.edit.line.qty')) }), '1');
    await user.click(screen.getByRole('button', { name: zh('outbound.edit.saveDraft') }));
    await expectFieldMessage(
      document.body,
      zh('outbound.edit.field.referenceNo'),
      translate('zh-CN', 'referenceNoTaken'),
    );
    expect(window.location.hash).toBe('#/outbound/add');
  }, 60_000);

  it("offers only the chosen warehouse's carriers", async () => {
    await openForm('#/outbound/add');
    const carrier = () => screen.getByRole('combobox', { name: labelled(zh('outbound.edit.field.carrier')) });
    expect(carrier()).toBeDisabled();
    const offered = async () => {
      fireEvent.click(carrier());
      const list = await waitFor(() => {
        const id = carrier().getAttribute('aria-controls');
        const element = id ? document.getElementById(id) : null;
        if (!element || within(element).queryAllByRole('option', { hidden: true }).length === 0) {
          throw new Error('the carriers are not listed yet');
        }
        return element;
      });
      const names = within(list)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent ?? '');
      fireEvent.keyDown(carrier(), { key: 'Escape' });
      return names;
    };
    await choose(document.body, zh('outbound.edit.field.warehouse'), /^UKLO/);
    await waitFor(() => expect(carrier()).toBeEnabled());
    const atLondon = await offered();
    expect(atLondon.some((name) => name.includes('RM-TRACKED48'))).toBe(true);
    expect(atLondon.some((name) => name.includes('DPD-UK-NEXTDAY'))).toBe(true);
    expect(atLondon.some((name) => name.includes('UPS-GROUND'))).toBe(false);
    // the return and first-leg products are not last-mile carriers
    expect(atLondon.some((name) => name.includes('RM-RETURNS'))).toBe(false);
    await choose(document.body, zh('outbound.edit.field.carrier'), /RM-TRACKED48/);

    await choose(document.body, zh('outbound.edit.field.warehouse'), /^USEA/);
    // the London carrier does not serve USEA: the choice is cleared
    await waitFor(() => expect(carrier()).toHaveValue(''));
    const atUsEast = await waitFor(async () => {
      const names = await offered();
      if (!names.some((name) => name.includes('UPS-GROUND'))) throw new Error('still the old list');
      return names;
    });
    expect(atUsEast.some((name) => name.includes('RM-TRACKED48'))).toBe(false);
    expect(atUsEast.some((name) => name.includes('FEDEX-IE-FREIGHT'))).toBe(false);
  }, 60_000);

  it('saves an FBA order with two cartons', async () => {
    const stocked = await stockedSku('USEA', 4);
    const user = userEvent.setup({ delay: null });
    await openForm('#/outbound/add?type=FBA', 'zh-CN', 'outbound.edit.addTitle.FBA');
    await fillUsOrder('UT-OB-FBA-1');
    await pickSku(
      withinLine(1).getByRole('combobox', { name: labelled(zh('outbound.edit.line.sku')) }),
      stocked.sku,
    );
    enter(withinLine(1).getByRole('textbox', { name: labelled(zh('outbound.edit.line.qty')) }), '4');
    enter(
      withinLine(1).getByRole('textbox', { name: labelled(zh('outbound.edit.line.fnsku')) }),
      'X00ABC1234',
    );
    enter(field(zh('outbound.edit.fba.fbaWarehouseCode')), 'ont8');
    enter(field(zh('outbound.edit.fba.fbaShipmentId')), 'FBA15ABCD123');
    await user.click(screen.getByRole('button', { name: zh('outbound.edit.carton.add') }));
    for (const no of [1, 2]) {
      const carton = cartonSection(no);
      const dims = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'];
      dims.forEach((dim, index) => {
        enter(
          within(carton).getByRole('textbox', { name: labelled(zh(`outbound.edit.carton.${dim}`)) }),
          ['6', '40', '30', '20'][index],
        );
      });
      await choose(carton, zh('outbound.edit.carton.sku', { no }), stocked.sku);
      enter(
        within(carton).getByRole('textbox', { name: labelled(zh('outbound.edit.carton.qty', { no })) }),
        '2',
      );
    }
    const hashes = watchHashes();
    await user.click(screen.getByRole('button', { name: zh('outbound.edit.saveDraft') }));
    const id = await hashes.detailId();
    hashes.stop();
    const saved = await outboundById(id);
    expect(saved?.type).toBe('FBA');
    expect(saved?.status).toBe('DRAFT');
    expect(saved?.lines).toEqual([{ sku: stocked.sku, qty: 4, declaredValue: 0, fnsku: 'X00ABC1234' }]);
    expect(saved?.fba?.fbaWarehouseCode).toBe('ONT8');
    expect(saved?.fba?.cartons.map((c) => [c.cartonNo, c.weightKg, c.contents])).toEqual([
      ['C001', 6, [{ sku: stocked.sku, qty: 2 }]],
      ['C002', 6, [{ sku: stocked.sku, qty: 2 }]],
    ]);
  }, 90_000);

  it('flags a line asking more than available before the order is submitted', async () => {
    const stocked = await stockedSku('USEA');
    const user = userEvent.setup({ delay: null });
    await openForm('#/outbound/add');
    await fillUsOrder('UT-OB-SHORT-1');
    await pickSku(
      withinLine(1).getByRole('combobox', { name: labelled(zh('outbound.edit.line.sku')) }),
      stocked.sku,
    );
    const asked = stocked.available + 1;
    enter(
      withinLine(1).getByRole('textbox', { name: labelled(zh('outbound.edit.line.qty')) }),
      String(asked),
    );
    const shortText = zh('outbound.edit.line.short', {
      asked: String(asked),
      available: String(stocked.available),
      sku: stocked.sku,
    });
    expect(await withinLine(1).findByText(shortText, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('stock-warning')).toHaveTextContent(zh('outbound.edit.stockWarningTitle'));

    await user.click(screen.getByRole('button', { name: zh('outbound.edit.submit') }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: zh('outbound.edit.estimate.title') },
      { timeout: 15000 },
    );
    expect(within(dialog).getByText(zh('outbound.edit.estimate.stockTitle'))).toBeInTheDocument();
    expect(within(dialog).getByText(zh('outbound.edit.estimate.stockAdvice'))).toBeInTheDocument();
    // the user is told before sending; going back leaves the order a draft
    await user.click(within(dialog).getByRole('button', { name: zh('outbound.edit.estimate.back') }));
    const draft = await find(await liveDb(), 'outbounds', { referenceNo: 'UT-OB-SHORT-1' });
    expect(draft?.status).toBe('DRAFT');
    expect(within(dialog).queryByRole('button', { name: zh('outbound.edit.estimate.confirm') })).toBeNull();
  }, 90_000);

  it('says why an order the chart no longer lets its customer edit cannot be changed', async () => {
    const delivered = await orderIn('DELIVERED');
    await openAs(`#/outbound/edit/${delivered.id}`, 'seller');
    expect(
      await screen.findByText(
        zh('outbound.edit.notEditable', { status: zh('business.status.outbound.DELIVERED') }),
        undefined,
        { timeout: 25000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh('outbound.edit.toDetail') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zh('outbound.edit.submit') })).toBeNull();
  }, 60_000);

  it("answers the 404 page to another customer opening the seller's order", async () => {
    const order = await orderIn('DELIVERED');
    await openAs(`#/outbound/edit/${order.id}`, 'seller2');
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25000 }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: labelled(zh('outbound.edit.field.referenceNo')) }),
    ).toBeNull();
  }, 60_000);

  it('resubmits an order in exception: the chart names resubmit, and the order goes on to picking', async () => {
    const stocked = await stockedSku('USEA');
    const held = await seedOrder('EXCEPTION', stocked.sku, { exceptionReason: 'ARREARS' });
    const user = userEvent.setup({ delay: null });
    await openAs(`#/outbound/edit/${held.id}`, 'seller');
    expect(
      await screen.findByText(zh('outbound.edit.exceptionAdvice.ARREARS'), undefined, { timeout: 25000 }),
    ).toBeInTheDocument();
    // the stored consignee and line are in the form
    expect(field(zh('outbound.edit.consignee.city'))).toHaveValue('Springfield');
    expect(
      await withinLine(1).findByText(
        zh('outbound.edit.line.available', { warehouse: 'USEA', qty: String(stocked.available) }),
        undefined,
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: zh('outbound.edit.submit') }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: zh('outbound.edit.estimate.title') },
      { timeout: 15000 },
    );
    const hashes = watchHashes();
    await user.click(within(dialog).getByRole('button', { name: zh('outbound.edit.estimate.confirm') }));
    expect(await hashes.detailId()).toBe(held.id);
    hashes.stop();
    const after = await outboundById(held.id);
    expect(after?.status).toBe('AWAITING_PICK');
    expect(after?.actionLog.at(-1)?.action).toBe('resubmit');
  }, 90_000);

  it('saves an order on hold without submitting it: the chart offers no submit there', async () => {
    const stocked = await stockedSku('USEA');
    const held = await seedOrder('ON_HOLD', stocked.sku);
    const user = userEvent.setup({ delay: null });
    await openAs(`#/outbound/edit/${held.id}`, 'seller');
    const save = await screen.findByRole(
      'button',
      { name: zh('outbound.edit.saveChanges') },
      { timeout: 25000 },
    );
    expect(screen.queryByRole('button', { name: zh('outbound.edit.submit') })).toBeNull();
    enter(field(zh('outbound.edit.field.remark')), 'Leave at the back door');
    const hashes = watchHashes();
    await user.click(save);
    expect(await hashes.detailId()).toBe(held.id);
    hashes.stop();
    const after = await outboundById(held.id);
    expect([after?.status, after?.remark]).toEqual(['ON_HOLD', 'Leave at the back door']);
  }, 60_000);

  it('sends the waybill label of a warehouse-only order, and says at the field when the file is refused', async () => {
    const stocked = await stockedSku('USEA');
    const user = userEvent.setup({ delay: null });
    await openForm('#/outbound/add');
    await fillUsOrder('UT-OB-WHONLY-1');
    await pickSku(
      withinLine(1).getByRole('combobox', { name: labelled(zh('outbound.edit.line.sku')) }),
      stocked.sku,
    );
    enter(withinLine(1).getByRole('textbox', { name: labelled(zh('outbound.edit.line.qty')) }), '1');
    fireEvent.click(screen.getByRole('radio', { name: zh('outbound.edit.businessMode.WAREHOUSE_ONLY') }));
    const fileInput = () => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      return input;
    };
    await waitFor(() => fileInput());
    // a text file named .pdf: the server reads the content
    fireEvent.change(fileInput(), {
      target: { files: [new File(['not a label'], 'label.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: zh('outbound.edit.saveDraft') }));
    const refused = translate('zh-CN', 'uploadTypeInvalid', { types: 'PDF, JPG, PNG' });
    expect(await screen.findByText(refused, undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/outbound/add');

    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF-1.4\n%label'], 'label.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.queryByText(refused)).toBeNull());
    const hashes = watchHashes();
    await user.click(screen.getByRole('button', { name: zh('outbound.edit.saveDraft') }));
    const id = await hashes.detailId();
    hashes.stop();
    expect((await outboundById(id))?.businessMode).toBe('WAREHOUSE_ONLY');
    const uploads = (await liveUploads()).filter((u) => u.docId === id && u.purpose === 'waybill');
    expect(uploads.map((u) => u.mimeType)).toEqual(['application/pdf']);
  }, 90_000);
});
