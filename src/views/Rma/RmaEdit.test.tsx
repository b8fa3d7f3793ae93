import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { save } from '../../../server/services/index';
import { ok, seller } from '../../../server/services/testing';
import { liveDb } from '../../../server/api/db-instance';
import { filter, find, findById } from '../../../server/store/store';
import { translate } from '../../../server/api/i18n';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { pickSku } from '@/views/Outbound/edit/form.test-support';
import {
  choose,
  enter,
  labelled,
  openAs,
  seedRma,
  shippedOrder,
  stopConsoles,
  visitedHashes,
} from './rma.test-support';

setupMockServer();
// one listener a test, gone with it: the files of a worker share their window (vitest.setup.ts)
let hashes: ReturnType<typeof visitedHashes>;
beforeEach(() => {
  hashes = visitedHashes();
});
afterEach(() => {
  cleanup();
  stopConsoles();
  hashes.stop();
});
const visited = (hash: string) => waitFor(() => expect(hashes.seen).toContain(hash), { timeout: 15_000 });

const ADD = zh('rma.edit.addTitle');
const textbox = (label: string) => screen.getByRole('textbox', { name: labelled(label) });
const button = (key: string) => screen.getByRole('button', { name: zh(key) });

async function openForm(hash: string) {
  await openAs(hash, 'seller');
  return screen.findByRole('form', { name: ADD }, { timeout: 25_000 });
}

/** The quantity box of a shipped SKU, once the order's lines are there. */
const qtyOf = (sku: string) =>
  screen.findByRole('textbox', { name: zh('rma.edit.qtyOf', { sku }) }, { timeout: 10_000 });

async function expectMessage(input: HTMLElement, message: string) {
  await waitFor(() => {
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });
}

const returnsOf = async (outboundNo: string) =>
  await filter(await liveDb(), 'rmas', { originalOutboundNo: outboundNo });

describe('the return form (business.md §8)', () => {
  it('forecasts a return from a shipped order: its lines, no more than was shipped, saved as a draft', async () => {
    const order = await shippedOrder(3, 'ZQREF-ORDER');
    const sku = order.lines[0].sku;
    await openForm(`#/rma/add?originalOutboundNo=${order.outboundNo}`);
    const qty = await qtyOf(sku);
    // the order's warehouse is the return's, and what was shipped is shown
    await waitFor(() =>
      expect((textbox(zh('business.field.warehouse')) as HTMLInputElement).value).toMatch(/^USEA · /),
    );
    const row = within(qty.closest('[role="listitem"]') as HTMLElement);
    expect(row.getByText(zh('rma.edit.upTo', { max: 3 }))).toBeInTheDocument();
    expect(row.getByText(zh('rma.edit.shippedFacts', { shipped: 3, elsewhere: 0 }))).toBeInTheDocument();

    enter(qty, '4');
    enter(textbox(zh('rma.field.reason')), 'Wrong size');
    fireEvent.click(button('rma.edit.saveDraft'));
    await expectMessage(qty, zh('rma.edit.rules.rmaQtyOverShipped', { max: 3 }));
    expect(await returnsOf(order.outboundNo)).toEqual([]);

    enter(qty, '3');
    fireEvent.click(button('rma.edit.saveDraft'));
    await waitFor(async () => expect(await returnsOf(order.outboundNo)).toHaveLength(1), { timeout: 10_000 });
    const [saved] = await returnsOf(order.outboundNo);
    expect(saved).toMatchObject({
      status: 'DRAFT',
      source: 'CUSTOMER_FORECAST',
      warehouseCode: 'USEA',
      reason: 'Wrong size',
      lines: [expect.objectContaining({ sku, expectedQty: 3 })],
    });
    await visited(`#/rma/detail/${saved.id}`);
  }, 90_000);

  it('shows the server’s refusal at the line when another return of the order came meanwhile, keeping what was typed', async () => {
    const order = await shippedOrder(2, 'ZQRES-ORDER');
    const sku = order.lines[0].sku;
    await openForm(`#/rma/add?originalOutboundNo=${order.outboundNo}`);
    const qty = await qtyOf(sku);
    // another tab forecasts one unit after the form asked what may come back
    ok(
      await save(await liveDb(), seller, 'rma', {
        source: 'CUSTOMER_FORECAST',
        originalOutboundNo: order.outboundNo,
        warehouseCode: 'USEA',
        reason: 'Arrived damaged',
        lines: [{ sku, expectedQty: 1 }],
      }),
    );
    enter(qty, '2');
    enter(textbox(zh('rma.field.reason')), 'Not as described');
    fireEvent.click(button('rma.edit.submit'));
    await expectMessage(qty, translate('zh-CN', 'rmaQtyOverShipped', { max: '1' }));
    expect(qty).toHaveValue('2');
    expect(textbox(zh('rma.field.reason'))).toHaveValue('Not as described');
    expect(await returnsOf(order.outboundNo)).toHaveLength(1);
  }, 90_000);

  it('submits a carrier return of a SKU, telling which strategy will apply to it and why', async () => {
    const own = (await filter(await liveDb(), 'returnStrategies', { customerId: 'C001', scope: 'SKU' })).find(
      (s) => s.sku,
    );
    if (!own?.sku) throw new Error('the seed has no SKU strategy of C001');
    const form = await openForm('#/rma/add');
    fireEvent.click(within(form).getByRole('radio', { name: zh('rma.field.sources.CARRIER_RETURN') }));
    await choose(form, zh('business.field.warehouse'), /^USEA/);
    await pickSku(
      screen.getByRole('combobox', { name: labelled(zh('rma.edit.lineSku', { no: 1 })) }),
      own.sku,
    );
    enter(textbox(zh('rma.edit.lineQty', { no: 1 })), '1');
    enter(textbox(zh('rma.field.reason')), 'Returned to sender');
    enter(textbox(zh('business.field.referenceNo')), 'ZQREC-0');

    const does = zh('rma.edit.strategy.does', {
      good: zh(`rma.field.onGood.${own.onGood}`),
      defective: zh(`rma.field.onDefective.${own.onDefective}`),
    });
    const sentence = zh('rma.edit.strategy.appliesSku', {
      sku: own.sku,
      name: own.name,
      does: own.photoRequired ? `${does} ${zh('rma.edit.strategy.photo')}` : does,
    });
    expect(await screen.findByText(sentence, undefined, { timeout: 10_000 })).toBeInTheDocument();

    fireEvent.click(button('rma.edit.submit'));
    await waitFor(async () =>
      expect((await find(await liveDb(), 'rmas', { referenceNo: 'ZQREC-0' }))?.status).toBe('SUBMITTED'),
    );
    const saved = await find(await liveDb(), 'rmas', { referenceNo: 'ZQREC-0' });
    await visited(`#/rma/detail/${saved?.id}`);
    expect(saved).toMatchObject({
      status: 'SUBMITTED',
      source: 'CARRIER_RETURN',
      originalOutboundNo: null,
      warehouseCode: 'USEA',
      strategyId: null,
      lines: [expect.objectContaining({ sku: own.sku, expectedQty: 1 })],
    });
  }, 90_000);

  it('checks a forecast before sending: the order, the reason and at least one unit', async () => {
    const form = await openForm('#/rma/add');
    fireEvent.click(button('rma.edit.saveDraft'));
    expect(await within(form).findByText(zh('rma.edit.rules.originalOutboundMissing'))).toBeInTheDocument();
    expect(within(form).getByText(zh('rma.edit.rules.rmaReasonRequired'))).toBeInTheDocument();
    expect(within(form).getByText(zh('rma.edit.rules.linesRequired'))).toBeInTheDocument();
  }, 90_000);

  it('edits only what the chart lets the customer edit, and says why otherwise', async () => {
    const submitted = await seedRma('SUBMITTED', 'ZQREN-0');
    await openAs(`#/rma/edit/${submitted.id}`, 'seller');
    expect(
      await screen.findByText(
        zh('rma.edit.notEditable', { status: zh('business.status.rma.SUBMITTED') }),
        undefined,
        { timeout: 25_000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(button('rma.edit.toDetail'));
    await visited(`#/rma/detail/${submitted.id}`);
  }, 90_000);

  it('opens a draft with its values and saves the change', async () => {
    const draft = await seedRma('DRAFT', 'ZQRED-0');
    await openAs(`#/rma/edit/${draft.id}`, 'seller');
    const form = await screen.findByRole(
      'form',
      { name: `${zh('rma.edit.editTitle')} ${draft.rmaNo}` },
      { timeout: 25_000 },
    );
    const qty = within(form).getByRole('textbox', { name: labelled(zh('rma.edit.lineQty', { no: 1 })) });
    expect(qty).toHaveValue('2');
    enter(qty, '1');
    fireEvent.click(button('rma.edit.saveDraft'));
    await waitFor(async () =>
      expect((await findById(await liveDb(), 'rmas', draft.id))?.lines[0].expectedQty).toBe(1),
    );
  }, 90_000);

  it("answers the 404 page to another customer opening the seller's return", async () => {
    const draft = await seedRma('DRAFT', 'ZQRE4-0');
    await openAs(`#/rma/edit/${draft.id}`, 'seller2');
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  }, 90_000);

  it('tells the operator returns are forecast by customers', async () => {
    await openAs('#/rma/add', 'admin');
    expect(
      await screen.findByText(zh('rma.edit.customerOnly'), undefined, { timeout: 25_000 }),
    ).toBeInTheDocument();
  }, 90_000);
});
