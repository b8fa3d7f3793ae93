import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { en, zh } from '@/test/messages';
import { openAs } from '@/test/business-ui';
import { stopRenderedConsoles } from '@/test/consoles';
import {
  changeStrategy,
  openRma,
  png,
  seedRma,
  shippedOrder,
  skuWithStrategy,
  stored,
} from './detail/detail.test-support';

setupMockServer();

const button = (key: string) => screen.queryByRole('button', { name: zh(key) });
const serverStatus = (id: string, status: string) =>
  waitFor(async () => expect((await stored(id)).status).toBe(status), { timeout: 10000 });

// modal content renders while its transition runs: hidden to the accessibility tree in happy-dom
async function dialog() {
  return within(await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 }));
}

const receiveForm = async (rmaNo: string) =>
  within(await screen.findByRole('form', { name: zh('rma.receive.title', { document: rmaNo }) }));

const countBox = (
  form: ReturnType<typeof within>,
  grade: 'good' | 'defective' | 'unidentified',
  sku: string,
) => form.getByRole('textbox', { name: `${zh(`rma.receive.${grade}`)} · ${sku}` });

describe('the RMA detail: what each side may do', () => {
  it('offers the customer submit, edit, cancel and delete of a draft, and the warehouse nothing', async () => {
    const { sku } = await skuWithStrategy(false);
    const rma = await seedRma(sku, 2);
    await openRma(rma, 'seller');
    for (const key of ['submit', 'edit', 'cancel', 'delete'])
      expect(button(`business.action.${key}`)).toBeInTheDocument();
    expect(button('business.action.receive')).not.toBeInTheDocument();
    // the facts: where it goes, why, the strategy of its line and why that one
    expect(screen.getByText('USEA')).toBeInTheDocument();
    expect(screen.getByText('Buyer changed their mind')).toBeInTheDocument();
    expect(await screen.findByText(/UT restock, destroy/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(zh('rma.detail.strategy.source.SKU')))).toBeInTheDocument();
    cleanup();
    stopRenderedConsoles();
    await openRma(rma, 'admin');
    expect(button('business.action.submit')).not.toBeInTheDocument();
    expect(button('business.action.delete')).not.toBeInTheDocument();
    expect(button('business.action.receive')).not.toBeInTheDocument();
  }, 90_000);

  it('offers the warehouse receive of a submitted return, and the customer only cancel', async () => {
    const { sku } = await skuWithStrategy(false);
    const rma = await seedRma(sku, 2, ['submit']);
    await openRma(rma, 'admin');
    expect(button('business.action.receive')).toBeInTheDocument();
    expect(button('business.action.cancel')).not.toBeInTheDocument();
    expect(button('business.action.process')).not.toBeInTheDocument();
    cleanup();
    stopRenderedConsoles();
    await openRma(rma, 'seller');
    expect(button('business.action.cancel')).toBeInTheDocument();
    expect(button('business.action.receive')).not.toBeInTheDocument();
    expect(button('business.action.edit')).not.toBeInTheDocument();
  }, 90_000);

  it("shows another customer's return as not found", async () => {
    const { sku } = await skuWithStrategy(false);
    const rma = await seedRma(sku, 1, ['submit']);
    await openAs(`#/rma/detail/${rma.id}`, 'seller2');
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(rma.rmaNo)).not.toBeInTheDocument();
  }, 60_000);

  it('cancels with a reason, and deletes a draft after asking, going back to the list', async () => {
    const { sku } = await skuWithStrategy(false);
    const submitted = await seedRma(sku, 1, ['submit']);
    await openRma(submitted, 'seller');
    fireEvent.click(button('business.action.cancel') as HTMLElement);
    const cancel = await dialog();
    fireEvent.change(cancel.getByRole('textbox', { name: zh('rma.cancel.reason') }), {
      target: { value: 'Buyer kept it' },
    });
    fireEvent.click(cancel.getByRole('button', { name: zh('rma.cancel.confirm') }));
    await serverStatus(submitted.id, 'CANCELLED');
    expect((await stored(submitted.id)).cancelReason).toBe('Buyer kept it');
    expect(await screen.findByText('Buyer kept it')).toBeInTheDocument();
    cleanup();
    stopRenderedConsoles();

    const draft = await seedRma(sku, 1);
    await openRma(draft, 'seller');
    const visited: string[] = [];
    const record = (event: HashChangeEvent) => visited.push(new URL(event.newURL).hash);
    window.addEventListener('hashchange', record);
    fireEvent.click(button('business.action.delete') as HTMLElement);
    const ask = await dialog();
    fireEvent.click(ask.getByRole('button', { name: zh('business.action.delete') }));
    await waitFor(() => expect(visited).toContain('#/rma/list'), { timeout: 10000 });
    window.removeEventListener('hashchange', record);
  }, 90_000);
});

describe('receiving and processing', () => {
  it('checks the counts and the photo the strategy asks for, then receives with a photo', async () => {
    const { sku } = await skuWithStrategy(true);
    const rma = await seedRma(sku, 3, ['submit']);
    await openRma(rma, 'admin');
    fireEvent.click(button('business.action.receive') as HTMLElement);
    let form = await receiveForm(rma.rmaNo);
    // nothing counted, no photo: the chart's check and the strategy's
    fireEvent.click(form.getByRole('button', { name: zh('rma.receive.confirm') }));
    expect(await form.findByText(zh('rma.receive.nothingCounted'))).toBeInTheDocument();
    expect(form.getByText(zh('rma.receive.photosRequired'))).toBeInTheDocument();
    expect((await stored(rma.id)).status).toBe('SUBMITTED');

    fireEvent.change(countBox(form, 'good', sku), { target: { value: '2' } });
    fireEvent.change(countBox(form, 'defective', sku), { target: { value: '1' } });
    const files = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!files) throw new Error('no file input in the form');
    fireEvent.change(files, { target: { files: [png()] } });
    form = await receiveForm(rma.rmaNo);
    fireEvent.click(form.getByRole('button', { name: zh('rma.receive.confirm') }));
    await serverStatus(rma.id, 'RECEIVED');
    const received = await stored(rma.id);
    expect(received.lines[0]).toMatchObject({ goodQty: 2, defectiveQty: 1, unidentifiedQty: 0 });
    expect(received.photos).toHaveLength(1);
    expect(received.photos[0]).toMatch(/^Rma\/File\?id=/);
    // the page shows the counts and the photo, and offers the next step
    expect(await screen.findByRole('button', { name: zh('business.action.process') })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: zh('rma.detail.photoNo', { no: 1 }) }, { timeout: 10000 }),
    ).toBeInTheDocument();
  }, 90_000);

  it("shows the server's refusal at the photo field when the strategy came to ask for photos meanwhile", async () => {
    const { sku, strategy } = await skuWithStrategy(false);
    const rma = await seedRma(sku, 1, ['submit']);
    await openRma(rma, 'admin');
    await screen.findByText(/UT restock, destroy/);
    fireEvent.click(button('business.action.receive') as HTMLElement);
    const form = await receiveForm(rma.rmaNo);
    await changeStrategy(strategy.id, { photoRequired: true });
    try {
      fireEvent.change(countBox(form, 'good', sku), { target: { value: '1' } });
      fireEvent.click(form.getByRole('button', { name: zh('rma.receive.confirm') }));
      const photos = await form.findByLabelText(zh('rma.receive.photos'));
      await waitFor(() => expect(photos).toHaveAttribute('aria-invalid', 'true'), { timeout: 10000 });
      expect((await stored(rma.id)).status).toBe('SUBMITTED');
    } finally {
      await changeStrategy(strategy.id, { photoRequired: false });
    }
  }, 90_000);

  it('processes after saying what becomes of the units; both sides then see the outcome, stock rows and fees', async () => {
    const { sku } = await skuWithStrategy(false);
    const rma = await seedRma(sku, 3, ['submit', 'receive'], {}, 2);
    await openRma(rma, 'admin');
    fireEvent.click(
      (await screen.findByRole('button', { name: zh('business.action.process') })) as HTMLElement,
    );
    const ask = await dialog();
    expect(
      await ask.findByText(
        zh('rma.outcome.process.line', {
          sku,
          grade: zh('rma.outcome.grade.defective'),
          qty: '1',
          result: zh('rma.outcome.result.DESTROYED'),
        }),
      ),
    ).toBeInTheDocument();
    fireEvent.click(ask.getByRole('button', { name: zh('rma.outcome.process.confirm') }));
    await serverStatus(rma.id, 'COMPLETED');
    cleanup();
    stopRenderedConsoles();

    await openRma(rma, 'seller', 'en');
    const outcome = await screen.findByRole('table', { name: en('rma.detail.tabs.outcome') });
    expect(within(outcome).getByText(en('rma.outcome.result.AVAILABLE'))).toBeInTheDocument();
    expect(within(outcome).getByText(en('rma.outcome.result.DESTROYED'))).toBeInTheDocument();
    const flow = await screen.findByRole('table', { name: en('rma.outcome.flow.title') }, { timeout: 10000 });
    const rows = within(flow).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(en('business.bucket.available'));
    expect(rows[0]).toHaveTextContent('+2');
    expect(within(rows[0]).getByRole('link', { name: sku })).toHaveAttribute(
      'href',
      `#/inventory/flow?docNo=${rma.rmaNo}&sku=${encodeURIComponent(sku)}`,
    );
    expect(screen.getByRole('link', { name: en('rma.outcome.flow.all') })).toHaveAttribute(
      'href',
      `#/inventory/flow?docNo=${rma.rmaNo}`,
    );
    const fees = await screen.findByRole('table', { name: en('rma.outcome.fees') }, { timeout: 10000 });
    expect(fees).toHaveTextContent(en('business.fee.code.RETURN_HANDLING'));
    expect(fees).toHaveTextContent(en('business.fee.code.DESTRUCTION'));
  }, 120_000);
});

describe('the way to the original order and back', () => {
  it('links the return to its outbound order, and the order lists its returns and offers a new one', async () => {
    const order = await shippedOrder();
    const rma = await seedRma(order.lines[0].sku, 1, ['submit'], { originalOutboundNo: order.outboundNo });
    await openRma(rma, 'seller');
    expect(
      await screen.findByRole(
        'link',
        { name: zh('rma.detail.outbound.openOrder', { document: order.outboundNo }) },
        { timeout: 10000 },
      ),
    ).toHaveAttribute('href', `#/outbound/detail/${order.id}`);
    cleanup();
    stopRenderedConsoles();

    await openAs(`#/outbound/detail/${order.id}`, 'seller');
    await screen.findByRole('heading', { name: order.outboundNo }, { timeout: 25000 });
    const returns = await screen.findByRole(
      'region',
      { name: zh('rma.detail.outbound.title') },
      { timeout: 10000 },
    );
    expect(await within(returns).findByRole('link', { name: rma.rmaNo })).toHaveAttribute(
      'href',
      `#/rma/detail/${rma.id}`,
    );
    expect(within(returns).getByRole('link', { name: zh('rma.detail.outbound.forecast') })).toHaveAttribute(
      'href',
      `#/rma/add?originalOutboundNo=${order.outboundNo}`,
    );
  }, 90_000);
});
