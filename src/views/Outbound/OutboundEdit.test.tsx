import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '@mocks/handlers/business/db-instance';
import { estimateOutbound } from '@mocks/db/services/estimate';
import { translate } from '@mocks/i18n';
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
  stockedSku,
  watchHashes,
  withinLine,
} from './outbound.test-support';

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
    const draft = db.outbounds.find((o) => o.referenceNo === 'UT-OB-B2C-1');
    expect(draft?.status).toBe('DRAFT');
    const purse = db.purses.find((p) => p.customerId === 'C001' && p.currency === 'USD');
    const estimate = estimateOutbound(db, draft!);
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
});
