import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { everyRecord } from '../../../server/store/store';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import {
  hashQuery,
  offeredIn,
  openAs,
  rowOf,
  seedOrder,
  shownNumbers,
  stopConsoles,
  storedOrder,
  table,
} from './outbound.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const LIST = zh('businessMenu.outboundList');
const tab = (status: string) =>
  screen.getByRole('tab', { name: new RegExp(`^${zh(`business.status.outbound.${status}`)}`) });
const allTab = () => screen.getByRole('tab', { name: new RegExp(`^${zh('business.status.all')}`) });
const countOf = (element: HTMLElement) => within(element).getByText(/^\d+$/).textContent;
const action = (event: string) => zh(`business.action.${event}`);
const button = (scope: HTMLElement, key: string) => within(scope).queryByRole('button', { name: zh(key) });

async function seedTagged(tag: string, specs: [Parameters<typeof seedOrder>[0], object?][]) {
  const orders = [];
  for (const [index, [status, patch]] of specs.entries())
    orders.push(await seedOrder(status, { referenceNo: `${tag}-${index}`, ...patch }));
  return orders;
}

describe('the outbound list (business.md §6)', () => {
  it('keeps its filters in the URL, shows only the matching rows and counts them per status', async () => {
    const [draftEast, draftWest, waiting] = await seedTagged('ZQFLT', [
      ['DRAFT'],
      ['DRAFT', { warehouseCode: 'USWE' }],
      ['AWAITING_PICK'],
    ]);
    await openAs('#/outbound/list?keyword=ZQFLT', 'seller');
    const list = await table(LIST);
    await waitFor(() =>
      expect(shownNumbers(list).sort()).toEqual(
        [draftEast.outboundNo, draftWest.outboundNo, waiting.outboundNo].sort(),
      ),
    );
    expect(screen.getByRole('textbox', { name: zh('outbound.list.keyword') })).toHaveValue('ZQFLT');
    expect([
      countOf(allTab()),
      countOf(tab('DRAFT')),
      countOf(tab('AWAITING_PICK')),
      countOf(tab('SHIPPED')),
    ]).toEqual(['3', '2', '1', '0']);

    fireEvent.click(tab('DRAFT'));
    await waitFor(() => expect(hashQuery().get('status')).toBe('DRAFT'));
    await waitFor(() =>
      expect(shownNumbers(list).sort()).toEqual([draftEast.outboundNo, draftWest.outboundNo].sort()),
    );

    // a search by the keyword field, as typed: the URL takes it, the rows follow
    const keyword = screen.getByRole('textbox', { name: zh('outbound.list.keyword') });
    fireEvent.change(keyword, { target: { value: draftWest.outboundNo } });
    fireEvent.submit(keyword.closest('form') as HTMLFormElement);
    await waitFor(() => expect(hashQuery().get('keyword')).toBe(draftWest.outboundNo));
    await waitFor(() => expect(shownNumbers(list)).toEqual([draftWest.outboundNo]));
    expect(hashQuery().get('status')).toBe('DRAFT');
  }, 90_000);

  it('finds an order by its tracking number, and links the number to the carrier’s tracking page', async () => {
    const shipped = await seedOrder('SHIPPED', { referenceNo: 'ZQTRK-0', trackingNo: '1ZTESTTRACK0001' });
    await openAs('#/outbound/list?keyword=1ZTESTTRACK0001', 'seller');
    const list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toEqual([shipped.outboundNo]));
    const link = within(list).getByRole('link', {
      name: zh('outbound.list.trackingLink', { trackingNo: '1ZTESTTRACK0001' }),
    });
    expect(link.getAttribute('href')).toContain('1ZTESTTRACK0001');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }, 90_000);

  it('shows why an order is in exception, and the home page’s arrears link lands on those orders only', async () => {
    const [arrears, stock] = await seedTagged('ZQEXC', [
      ['EXCEPTION', { exceptionReason: 'ARREARS' }],
      ['EXCEPTION', { exceptionReason: 'OUT_OF_STOCK' }],
    ]);
    await openAs('#/outbound/list?exceptionReason=ARREARS&status=EXCEPTION&keyword=ZQEXC', 'seller');
    const list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toEqual([arrears.outboundNo]));
    expect(
      within(rowOf(list, arrears.outboundNo)).getByText(zh('outbound.list.reasons.ARREARS')),
    ).toBeVisible();
    expect(within(list).queryByText(stock.outboundNo)).not.toBeInTheDocument();
    expect(tab('EXCEPTION')).toHaveAttribute('aria-selected', 'true');
  }, 90_000);

  it('offers each role the steps the chart allows it', async () => {
    const [draft, waiting] = await seedTagged('ZQROLE', [['DRAFT'], ['AWAITING_PICK']]);
    await openAs('#/outbound/list?keyword=ZQROLE', 'seller');
    let list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toHaveLength(2));
    // the customer edits, submits, cancels or deletes its draft; holds or cancels an order awaiting pick
    expect(await offeredIn(rowOf(list, draft.outboundNo))).toEqual(
      ['edit', 'submit', 'cancel', 'delete'].map(action),
    );
    expect(await offeredIn(rowOf(list, waiting.outboundNo))).toEqual(['hold', 'cancel'].map(action));
    expect(screen.getByRole('button', { name: zh('outbound.list.add') })).toBeInTheDocument();
    cleanup();
    stopConsoles();

    await openAs('#/outbound/list?keyword=ZQROLE', 'admin');
    list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toHaveLength(2));
    // the warehouse picks; a customer's draft is not its to touch
    expect(await offeredIn(rowOf(list, waiting.outboundNo))).toEqual(['hold', 'pick'].map(action));
    expect(await offeredIn(rowOf(list, draft.outboundNo))).toEqual([]);
    expect(screen.queryByRole('button', { name: zh('outbound.list.add') })).not.toBeInTheDocument();
  }, 90_000);

  it('offers the customer a new order of each kind', async () => {
    await openAs('#/outbound/list?keyword=ZQNEW', 'seller');
    await table(LIST);
    fireEvent.click(screen.getByRole('button', { name: zh('outbound.list.add') }));
    const kinds = await screen.findAllByRole('menuitem', { hidden: true });
    expect(kinds.map((item) => item.textContent)).toEqual(
      ['addB2C', 'addB2B', 'addFBA'].map((kind) => zh(`outbound.list.${kind}`)),
    );
    // the hashes the console went through (the form is another page's, registered apart from this list)
    const visited: string[] = [];
    const record = () => visited.push(window.location.hash);
    window.addEventListener('hashchange', record);
    try {
      fireEvent.click(kinds[2]);
      await waitFor(() => expect(visited[0]).toBe('#/outbound/add?type=FBA'));
    } finally {
      window.removeEventListener('hashchange', record);
    }
  }, 90_000);

  it('hides the seller’s orders from another customer', async () => {
    await seedTagged('ZQOWN', [['DRAFT']]);
    await openAs('#/outbound/list?keyword=ZQOWN', 'seller2');
    await table(LIST);
    expect(await screen.findByText(zh('business.list.emptyFiltered'))).toBeInTheDocument();
  }, 90_000);

  it('cancels several orders at once, with the reason asked for', async () => {
    const orders = await seedTagged('ZQBULKC', [['AWAITING_PICK'], ['AWAITING_PICK']]);
    await openAs('#/outbound/list?keyword=ZQBULKC', 'seller');
    const list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toHaveLength(2));
    fireEvent.click(within(list).getByRole('checkbox', { name: zh('table.selectAll') }));
    fireEvent.click(await screen.findByRole('button', { name: zh('business.action.cancel') }));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    fireEvent.change(dialog.getByRole('textbox', { name: zh('outbound.cancel.reason'), hidden: true }), {
      target: { value: 'Buyer changed their mind' },
    });
    fireEvent.click(dialog.getByRole('button', { name: zh('outbound.cancel.confirm'), hidden: true }));
    await waitFor(async () => {
      for (const order of orders) {
        expect(await storedOrder(order.id)).toMatchObject({
          status: 'CANCELLED',
          cancelReason: 'Buyer changed their mind',
        });
      }
    });
  }, 90_000);

  it('refuses in words to batch orders of two warehouses, and makes a label batch of one route', async () => {
    const [east, west, east2] = await seedTagged('ZQBATCH', [
      ['AWAITING_PICK'],
      ['AWAITING_PICK', { warehouseCode: 'USWE' }],
      ['PACKED'],
    ]);
    await openAs('#/outbound/list?keyword=ZQBATCH', 'seller');
    const list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toHaveLength(3));
    fireEvent.click(within(rowOf(list, east.outboundNo)).getByRole('checkbox'));
    fireEvent.click(within(rowOf(list, west.outboundNo)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: zh('outbound.bulk.addToBatch') }));
    const refusal = await screen.findByRole('dialog', { name: zh('outbound.bulk.mixedTitle') });
    expect(refusal).toHaveTextContent(
      zh('outbound.bulk.mixedRoute', { warehouses: 'USEA, USWE', carriers: 'UPS-GROUND' }),
    );
    // the dialog's own close button, not the title bar's ✕ (named the same)
    const closes = within(refusal).getAllByRole('button', { name: zh('business.common.close') });
    fireEvent.click(closes.find((button) => button.textContent === zh('business.common.close'))!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // west out, the packed one of USEA in: one warehouse, one carrier
    fireEvent.click(within(rowOf(list, west.outboundNo)).getByRole('checkbox'));
    fireEvent.click(within(rowOf(list, east2.outboundNo)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: zh('outbound.bulk.addToBatch') }));
    const made = await screen.findByRole('dialog', { name: zh('outbound.bulk.addToBatch') });
    const batch = (await everyRecord(await liveDb(), 'outboundBatches')).find((b) =>
      b.orderIds.includes(east.id),
    );
    expect(batch?.kind).toBe('LABEL_PRINT');
    expect([...(batch?.orderIds ?? [])].sort()).toEqual([east.id, east2.id].sort());
    expect(made).toHaveTextContent(
      zh('outbound.bulk.batchCreated', { batchNo: batch?.batchNo ?? '', count: 2 }),
    );
    expect(within(made).getByRole('button', { name: zh('outbound.bulk.openBatches') })).toBeInTheDocument();
  }, 90_000);
});

describe('the warehouse queue (operator)', () => {
  it("shows ship disabled with the reason on a WAREHOUSE_ONLY order without the customer's label", async () => {
    const [own, carrier] = await seedTagged('ZQLABEL', [
      ['PACKED', { businessMode: 'WAREHOUSE_ONLY' }],
      ['PACKED'],
    ]);
    await openAs('#/outbound/list?view=queue&warehouseCode=USEA&keyword=ZQLABEL', 'admin');
    const queue = await table(zh('outbound.list.modes.queue'));
    await waitFor(() =>
      expect(shownNumbers(queue).sort()).toEqual([own.outboundNo, carrier.outboundNo].sort()),
    );
    const held = button(rowOf(queue, own.outboundNo), 'business.action.ship');
    expect(held).toBeDisabled();
    expect(held).toHaveAttribute('aria-description', zh('business.blocked.waybillMissing'));
    expect(button(rowOf(queue, carrier.outboundNo), 'business.action.ship')).toBeEnabled();
  }, 90_000);

  it('is kept in the URL, lists the warehouse’s work, and asks the pick list of the selected orders', async () => {
    const [first, second] = await seedTagged('ZQQUEUE', [
      ['AWAITING_PICK'],
      ['PICKING'],
      ['AWAITING_PICK', { warehouseCode: 'USWE' }],
      ['DRAFT'],
    ]);
    await openAs('#/outbound/list', 'admin');
    fireEvent.click(
      await screen.findByRole('radio', { name: zh('outbound.list.modes.queue') }, { timeout: 25_000 }),
    );
    await waitFor(() => expect(hashQuery().get('view')).toBe('queue'));
    expect(await screen.findAllByText(zh('outbound.queue.choose'))).not.toHaveLength(0);
    cleanup();
    stopConsoles();

    await openAs('#/outbound/list?view=queue&warehouseCode=USEA&keyword=ZQQUEUE', 'admin');
    const queue = await table(zh('outbound.list.modes.queue'));
    await waitFor(() =>
      expect(shownNumbers(queue).sort()).toEqual([first.outboundNo, second.outboundNo].sort()),
    );
    expect([
      countOf(allTab()),
      countOf(tab('AWAITING_PICK')),
      countOf(tab('PICKING')),
      countOf(tab('PACKED')),
    ]).toEqual(['2', '1', '1', '0']);
    expect(button(rowOf(queue, first.outboundNo), 'business.action.pick')).toBeInTheDocument();

    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('Outbound/PickList')) asked.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      fireEvent.click(within(queue).getByRole('checkbox', { name: zh('table.selectAll') }));
      fireEvent.click(await screen.findByRole('button', { name: zh('outbound.queue.pickListSelected') }));
      expect(
        await screen.findByText(zh('outbound.queue.pickListReady', { warehouse: 'USEA' })),
      ).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', listen);
    }
    expect(asked).toHaveLength(1);
    const query = new URL(asked[0]).searchParams;
    expect(query.get('warehouseCode')).toBe('USEA');
    expect(query.get('ids')?.split(',').sort()).toEqual([first.id, second.id].sort());
  }, 120_000);

  it('picks several orders at once from the selection bar', async () => {
    const orders = await seedTagged('ZQQPICK', [['AWAITING_PICK'], ['AWAITING_PICK']]);
    await openAs('#/outbound/list?view=queue&warehouseCode=USEA&keyword=ZQQPICK', 'admin');
    const queue = await table(zh('outbound.list.modes.queue'));
    await waitFor(() => expect(shownNumbers(queue)).toHaveLength(2));
    fireEvent.click(within(queue).getByRole('checkbox', { name: zh('table.selectAll') }));
    const bar = await screen.findByRole('region', { name: zh('table.selection') });
    // pack and ship need the order's own page: not offered for many
    expect(within(bar).queryByRole('button', { name: zh('business.action.pack') })).not.toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: zh('business.action.pick') }));
    await waitFor(async () => {
      for (const order of orders) expect((await storedOrder(order.id))?.status).toBe('PICKING');
    });
  }, 90_000);
});
