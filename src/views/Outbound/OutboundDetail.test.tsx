import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consignee } from '../../../server/services/testing';
import { translate } from '../../../server/api/i18n';
import { setupMockServer } from '@mocks/testing';
import { formatDate, formatMoney, formatNumber, isoDay } from '@/i18n/format';
import { en, zh } from '@/test/messages';
import {
  estimateOf,
  lightestShortage,
  openAs,
  openOrder,
  purseSpending,
  seedInbound,
  seedOutbound,
  stockedSku,
  stockedSkus,
  stopConsoles,
  stored,
  uploadLabelInTab,
  voidLabelInTab,
} from './detail/detail.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const button = (key: string) => screen.queryByRole('button', { name: zh(key) });
const statusShown = (status: string) =>
  waitFor(
    () => expect(screen.getAllByText(zh(`business.status.outbound.${status}`)).length).toBeGreaterThan(0),
    {
      timeout: 10000,
    },
  );
const serverStatus = (id: string, status: string) =>
  waitFor(async () => expect((await stored(id))?.status).toBe(status), { timeout: 10000 });

// modal content renders while its transition runs: hidden to the accessibility tree in happy-dom
async function dialog() {
  return within(await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 }));
}

describe('the outbound order detail: what each side may do', () => {
  it('offers the customer hold and cancel of an order awaiting pick, and the warehouse pick and hold', async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]], ['submit']);
    await openOrder(order, 'seller');
    expect(button('business.action.hold')).toBeInTheDocument();
    expect(button('business.action.cancel')).toBeInTheDocument();
    expect(button('business.action.pick')).not.toBeInTheDocument();
    expect(button('business.action.pack')).not.toBeInTheDocument();
    cleanup();
    stopConsoles();
    await openOrder(order, 'admin');
    expect(button('business.action.pick')).toBeInTheDocument();
    expect(button('business.action.hold')).toBeInTheDocument();
    expect(button('business.action.cancel')).not.toBeInTheDocument();
    // the facts of the order: its lines, its carrier by name
    expect(screen.getByRole('table', { name: zh('outbound.detail.tabs.lines') })).toHaveTextContent(sku);
    expect(await screen.findByText(/UPS Ground/)).toBeInTheDocument();
  }, 90_000);

  it("shows another customer's order as not found", async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]], ['submit']);
    await openAs(`#/outbound/detail/${order.id}`, 'seller2');
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(order.outboundNo)).not.toBeInTheDocument();
  }, 60_000);

  it('deletes a draft after asking, and goes back to the list', async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]]);
    await openOrder(order, 'seller');
    // where the page goes (the list's own page is another part of the console)
    const visited: string[] = [];
    const record = (event: HashChangeEvent) => visited.push(new URL(event.newURL).hash);
    window.addEventListener('hashchange', record);
    try {
      fireEvent.click(button('business.action.delete') as HTMLElement);
      fireEvent.click(
        (await dialog()).getByRole('button', { name: zh('business.action.delete'), hidden: true }),
      );
      await waitFor(() => expect(visited[0]).toBe('#/outbound/list'), { timeout: 10000 });
    } finally {
      window.removeEventListener('hashchange', record);
    }
    expect(await stored(order.id)).toBeUndefined();
  }, 60_000);
});

describe('the warehouse steps', () => {
  it("packs with the weight: refuses 0 at the field, shows the server's refusal at the field, then packs", async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]], ['submit', 'pick']);
    await openOrder(order, 'admin');
    fireEvent.click(button('business.action.pack') as HTMLElement);
    const form = await dialog();
    const weight = form.getByRole('textbox', {
      name: new RegExp(zh('outbound.pack.weight').replace(/[()]/g, '\\$&')),
      hidden: true,
    });
    const confirm = () =>
      fireEvent.click(form.getByRole('button', { name: zh('outbound.pack.confirm'), hidden: true }));

    fireEvent.change(weight, { target: { value: '0' } });
    confirm();
    expect(await form.findByText(zh('outbound.pack.weightInvalid'))).toBeInTheDocument();
    expect((await stored(order.id))?.status).toBe('PICKING');

    // UPS Ground takes 68 kg at most: only the server knows the carrier's limit
    fireEvent.change(weight, { target: { value: '70' } });
    confirm();
    expect(
      await form.findByText(
        translate('zh-CN', 'actualWeightOverCarrier', { carrier: 'UPS Ground', max: '68' }),
      ),
    ).toBeInTheDocument();
    expect((await stored(order.id))?.status).toBe('PICKING');

    fireEvent.change(weight, { target: { value: '2.35' } });
    confirm();
    await serverStatus(order.id, 'PACKED');
    expect((await stored(order.id))?.actualWeightKg).toBe(2.35);
    await statusShown('PACKED');
  }, 90_000);

  it("ships with the carrier's tracking number filled in, linked to the carrier's tracking page", async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]], ['submit', 'pick', 'pack']);
    await openOrder(order, 'admin');
    fireEvent.click(button('business.action.ship') as HTMLElement);
    const form = await dialog();
    const expected = `UPS${order.outboundNo.replace(/\D/g, '')}`;
    const input = await form.findByRole(
      'textbox',
      { name: zh('outbound.ship.trackingNo'), hidden: true },
      { timeout: 10000 },
    );
    expect(input).toHaveValue(expected);
    fireEvent.click(form.getByRole('button', { name: zh('outbound.ship.confirm'), hidden: true }));
    await serverStatus(order.id, 'SHIPPED');
    expect((await stored(order.id))?.trackingNo).toBe(expected);
    const link = await screen.findByRole('link', { name: new RegExp(expected) }, { timeout: 10000 });
    expect(link.getAttribute('href')).toContain(expected);
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    // shipping posted its fees to finance: they show against the order
    fireEvent.click(screen.getByRole('tab', { name: zh('outbound.detail.tabs.fees') }));
    const fees = within(
      await screen.findByRole('table', { name: zh('outbound.detail.tabs.fees') }, { timeout: 10000 }),
    );
    const codes = fees
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(codes).toEqual(
      ['PICK_PACK', 'SHIPPING', 'FUEL_SURCHARGE'].map((code) => zh(`business.fee.code.${code}`)),
    );
  }, 90_000);

  it("takes the customer's own waybill for a WAREHOUSE_ONLY order, and voids it after asking", async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]], ['submit'], { businessMode: 'WAREHOUSE_ONLY' });
    await openOrder(order, 'seller');
    fireEvent.click(screen.getByRole('tab', { name: zh('outbound.detail.tabs.waybill') }));
    expect(
      await screen.findByText(zh('outbound.detail.waybill.customerNone'), undefined, { timeout: 10000 }),
    ).toBeInTheDocument();
    await uploadLabelInTab();
    await voidLabelInTab();
    expect(
      await screen.findByText(zh('outbound.detail.waybill.customerNone'), undefined, { timeout: 10000 }),
    ).toBeInTheDocument();
  }, 90_000);

  it("shows the customer's cancel request with its reason; the operator confirms it", async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]], ['submit', 'pick']);
    await openOrder(order, 'seller');
    expect(button('business.action.cancel')).not.toBeInTheDocument();
    fireEvent.click(button('business.action.requestCancel') as HTMLElement);
    const form = await dialog();
    fireEvent.change(form.getByRole('textbox', { name: zh('outbound.cancel.reason'), hidden: true }), {
      target: { value: 'Buyer no longer wants it' },
    });
    fireEvent.click(form.getByRole('button', { name: zh('business.action.requestCancel'), hidden: true }));
    await serverStatus(order.id, 'PICKING.cancelRequested');
    cleanup();
    stopConsoles();

    await openOrder(order, 'admin');
    expect(screen.getByText(zh('outbound.detail.cancelRequested'))).toBeInTheDocument();
    expect(
      screen.getByText(zh('outbound.detail.cancelRequestReason', { reason: 'Buyer no longer wants it' })),
    ).toBeInTheDocument();
    expect(button('business.action.pack')).not.toBeInTheDocument();
    fireEvent.click(button('business.action.confirmCancel') as HTMLElement);
    fireEvent.click(
      (await dialog()).getByRole('button', { name: zh('business.action.confirmCancel'), hidden: true }),
    );
    await serverStatus(order.id, 'CANCELLED');
    await statusShown('CANCELLED');
  }, 90_000);
});

describe('an order in EXCEPTION says why and fixes it in one step', () => {
  it('names the line short of stock and by how much; "reduce to available" submits it again to AWAITING_PICK', async () => {
    const { sku, available } = await stockedSku(2);
    const order = await seedOutbound([[sku, available + 3]], ['submit']);
    expect((await stored(order.id))?.exceptionReason).toBe('OUT_OF_STOCK');
    const eta = isoDay(30);
    const coming = await seedInbound(sku, 40, eta);
    await openOrder(order, 'seller');
    expect(
      screen.getByRole('heading', { name: zh('outbound.exception.reason.OUT_OF_STOCK') }),
    ).toBeInTheDocument();
    const table = within(
      await screen.findByRole('list', { name: zh('outbound.exception.stock.table') }, { timeout: 10000 }),
    );
    const [row] = table.getAllByRole('listitem');
    expect(row).toHaveTextContent(sku);
    expect(row).toHaveTextContent(zh('outbound.exception.stock.short', { short: 3, warehouse: 'USEA' }));
    expect(row).toHaveTextContent(
      zh('outbound.exception.stock.counts', {
        asked: formatNumber(available + 3, 'zh-CN'),
        available: formatNumber(available, 'zh-CN'),
      }),
    );
    // or wait: the inbound order bringing that SKU to USEA, linked, with its ETA
    const incoming = within(screen.getByRole('list', { name: zh('outbound.exception.stock.incomingTitle') }));
    const link = incoming.getByRole('link', { name: coming.inboundNo });
    expect(link.getAttribute('href')).toBe(`#/inbound/detail/${coming.id}`);
    expect(link.closest('li')).toHaveTextContent(
      zh('outbound.exception.stock.incoming', { sku, qty: 40, eta: formatDate(eta, 'zh-CN') }),
    );
    // the only line cannot be removed; it can be brought down to what is there
    expect(
      table.queryByRole('button', { name: zh('outbound.exception.stock.removeLine', { sku }) }),
    ).toBeNull();
    fireEvent.click(
      table.getByRole('button', {
        name: zh('outbound.exception.stock.reduceLine', { sku, qty: String(available) }),
      }),
    );
    await serverStatus(order.id, 'AWAITING_PICK');
    expect((await stored(order.id))?.lines.map((line) => line.qty)).toEqual([available]);
    await statusShown('AWAITING_PICK');
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: zh('outbound.exception.reason.OUT_OF_STOCK') }),
      ).toBeNull(),
    );
  }, 90_000);

  it('removes a short line in one step, keeping the others, and the order goes to AWAITING_PICK', async () => {
    const short = await lightestShortage(5);
    const covered = (await stockedSkus(2, 1)).find((s) => s.sku !== short.sku) as { sku: string };
    const order = await seedOutbound(
      [
        [short.sku, short.available + 5],
        [covered.sku, 1],
      ],
      ['submit'],
    );
    expect((await stored(order.id))?.exceptionReason).toBe('OUT_OF_STOCK');
    await openOrder(order, 'seller');
    const lines = within(
      await screen.findByRole('list', { name: zh('outbound.exception.stock.table') }, { timeout: 10000 }),
    );
    // only the short line is named
    expect(lines.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(
      lines.getByRole('button', { name: zh('outbound.exception.stock.removeLine', { sku: short.sku }) }),
    );
    await serverStatus(order.id, 'AWAITING_PICK');
    expect((await stored(order.id))?.lines.map((line) => [line.sku, line.qty])).toEqual([[covered.sku, 1]]);
    await statusShown('AWAITING_PICK');
  }, 90_000);

  it('gives the ARREARS shortfall and a top-up link with the amount filled in', async () => {
    const { sku } = await stockedSku(1);
    const draft = await seedOutbound([[sku, 1]]);
    const estimate = await estimateOf(draft.id);
    const restore = await purseSpending(Math.round((estimate - 12.34) * 100) / 100);
    try {
      const order = await seedOutbound([[sku, 1]], ['submit']);
      expect((await stored(order.id))?.exceptionReason).toBe('ARREARS');
      await openOrder(order, 'seller');
      expect(
        screen.getByRole('heading', { name: zh('outbound.exception.reason.ARREARS') }),
      ).toBeInTheDocument();
      const amount = formatMoney(12.34, 'USD', 'zh-CN');
      expect(
        await screen.findByText(zh('outbound.exception.arrears.shortfall', { amount }), undefined, {
          timeout: 10000,
        }),
      ).toBeInTheDocument();
      const link = screen.getByRole('link', { name: zh('outbound.exception.arrears.topUp', { amount }) });
      expect(link.getAttribute('href')).toBe('#/finance/recharge/add?currency=USD&amount=12.34');
      // the warehouse sees the same shortfall of the customer's purse
      cleanup();
      stopConsoles();
      await openOrder(order, 'admin');
      expect(
        await screen.findByText(zh('outbound.exception.arrears.shortfall', { amount }), undefined, {
          timeout: 10000,
        }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: zh('outbound.exception.arrears.topUp', { amount }) }),
      ).toBeNull();
    } finally {
      await restore();
    }
  }, 90_000);

  it('fixes an undeliverable ADDRESS in place: the form checks the postcode, then saves and submits again', async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]], ['submit'], {
      consignee: { ...consignee, postcode: 'ABCDE' },
    });
    expect((await stored(order.id))?.exceptionReason).toBe('ADDRESS');
    await openOrder(order, 'seller');
    expect(
      screen.getByRole('heading', { name: zh('outbound.exception.reason.ADDRESS') }),
    ).toBeInTheDocument();
    const form = within(
      await screen.findByRole('form', { name: zh('outbound.exception.address.form') }, { timeout: 10000 }),
    );
    const postcode = form.getByRole('textbox', {
      name: new RegExp(zh('outbound.exception.address.field.postcode')),
    });
    const save = () =>
      fireEvent.click(form.getByRole('button', { name: zh('outbound.exception.address.save') }));
    save();
    expect(
      await form.findByText(zh('outbound.exception.address.postcodeForm', { country: 'US' })),
    ).toBeInTheDocument();
    fireEvent.change(postcode, { target: { value: '' } });
    save();
    expect(
      await form.findByText(zh('outbound.exception.address.rules.consigneePostcodeRequired')),
    ).toBeInTheDocument();
    fireEvent.change(postcode, { target: { value: '10001' } });
    save();
    await serverStatus(order.id, 'AWAITING_PICK');
    expect((await stored(order.id))?.consignee.postcode).toBe('10001');
    await statusShown('AWAITING_PICK');
  }, 90_000);

  it('says the new reason when the fixed order is held again, in English too', async () => {
    const { sku, available } = await stockedSku(2);
    const order = await seedOutbound([[sku, available + 1]], ['submit'], {
      consignee: { ...consignee, postcode: 'ABCDE' },
    });
    expect((await stored(order.id))?.exceptionReason).toBe('OUT_OF_STOCK');
    await openOrder(order, 'seller', 'en');
    expect(
      screen.getByRole('heading', { name: en('outbound.exception.reason.OUT_OF_STOCK') }),
    ).toBeInTheDocument();
    const table = within(
      await screen.findByRole('list', { name: en('outbound.exception.stock.table') }, { timeout: 10000 }),
    );
    expect(table.getAllByRole('listitem')[0]).toHaveTextContent(
      en('outbound.exception.stock.short', { short: 1, warehouse: 'USEA' }),
    );
    fireEvent.click(
      table.getByRole('button', {
        name: en('outbound.exception.stock.reduceLine', { sku, qty: String(available) }),
      }),
    );
    await waitFor(async () => expect((await stored(order.id))?.exceptionReason).toBe('ADDRESS'), {
      timeout: 10000,
    });
    expect(
      await screen.findByText(
        en('outbound.exception.stillHeld', { reason: en('outbound.exception.reason.ADDRESS') }),
        undefined,
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { name: en('outbound.exception.reason.ADDRESS') },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
  }, 90_000);

  it('tells the warehouse the reason but leaves the fix to the customer', async () => {
    const { sku, available } = await stockedSku(1);
    const order = await seedOutbound([[sku, available + 1]], ['submit']);
    await openOrder(order, 'admin');
    expect(
      screen.getByRole('heading', { name: zh('outbound.exception.reason.OUT_OF_STOCK') }),
    ).toBeInTheDocument();
    expect(screen.getByText(zh('outbound.exception.customerFixes'))).toBeInTheDocument();
    await screen.findByRole('list', { name: zh('outbound.exception.stock.table') }, { timeout: 10000 });
    expect(screen.queryByRole('button', { name: zh('outbound.exception.resubmit') })).toBeNull();
    expect(
      screen.queryByRole('button', {
        name: new RegExp(zh('outbound.exception.stock.reduce', { qty: '.*' })),
      }),
    ).toBeNull();
  }, 60_000);
});

describe("a WAREHOUSE_ONLY order ships only with the customer's own label", () => {
  const ownLabelOrder = async () => {
    const { sku } = await stockedSku(1);
    return await seedOutbound([[sku, 1]], ['submit', 'pick', 'pack'], { businessMode: 'WAREHOUSE_ONLY' });
  };
  const shipButton = (name: string) => screen.getByRole('button', { name });

  it('shows the warehouse ship disabled with the reason, in both languages, and tells it the customer must upload', async () => {
    const order = await ownLabelOrder();
    await openOrder(order, 'admin');
    expect(shipButton(zh('business.action.ship'))).toBeDisabled();
    expect(screen.getByText(zh('business.blocked.waybillMissing'))).toBeInTheDocument();
    // the prompt to upload is the customer's: the warehouse is told who must
    expect(screen.queryByText(zh('outbound.detail.ownLabel.title'))).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: zh('outbound.detail.tabs.waybill') }));
    expect(
      await screen.findByText(zh('outbound.detail.waybill.customerMust'), undefined, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: zh('outbound.detail.waybill.upload') }),
    ).not.toBeInTheDocument();
    cleanup();
    stopConsoles();

    await openOrder(order, 'admin', 'en');
    expect(shipButton(en('business.action.ship'))).toBeDisabled();
    expect(screen.getByText(en('business.blocked.waybillMissing'))).toBeInTheDocument();
  }, 90_000);

  it('leads the customer to upload the label; once uploaded the warehouse may ship, until it is voided', async () => {
    const order = await ownLabelOrder();
    await openOrder(order, 'seller');
    const prompt = within(screen.getByRole('status', { name: zh('outbound.detail.ownLabel.title') }));
    expect(prompt.getByText(zh('outbound.detail.ownLabel.message'))).toBeInTheDocument();
    fireEvent.click(prompt.getByRole('button', { name: zh('outbound.detail.ownLabel.action') }));
    // the prompt opened the waybill tab, where the file is taken
    expect(
      await screen.findByText(zh('outbound.detail.waybill.customerNone'), undefined, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: zh('outbound.detail.tabs.waybill') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await uploadLabelInTab();
    await waitFor(async () => expect((await stored(order.id))?.waybillUploaded).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: zh('outbound.detail.tabs.lines') }));
    // the order was read again: nothing asks for the label any more
    await waitFor(() =>
      expect(screen.queryByText(zh('outbound.detail.ownLabel.title'))).not.toBeInTheDocument(),
    );
    cleanup();
    stopConsoles();

    await openOrder(order, 'admin');
    expect(shipButton(zh('business.action.ship'))).toBeEnabled();
    expect(screen.queryByText(zh('business.blocked.waybillMissing'))).not.toBeInTheDocument();
    cleanup();
    stopConsoles();

    // voided, the order is held again, for both sides
    await openOrder(order, 'seller');
    fireEvent.click(screen.getByRole('tab', { name: zh('outbound.detail.tabs.waybill') }));
    await voidLabelInTab();
    await waitFor(async () => expect((await stored(order.id))?.waybillUploaded).toBe(false));
    fireEvent.click(screen.getByRole('tab', { name: zh('outbound.detail.tabs.lines') }));
    expect(
      await screen.findByText(zh('outbound.detail.ownLabel.title'), undefined, { timeout: 10000 }),
    ).toBeInTheDocument();
  }, 120_000);

  it('leaves a WAREHOUSE_AND_DELIVERY order free to ship: the carrier makes its label', async () => {
    const { sku } = await stockedSku(1);
    const order = await seedOutbound([[sku, 1]], ['submit', 'pick', 'pack']);
    await openOrder(order, 'admin');
    expect(shipButton(zh('business.action.ship'))).toBeEnabled();
    expect(screen.queryByText(zh('business.blocked.waybillMissing'))).not.toBeInTheDocument();
  }, 90_000);
});
