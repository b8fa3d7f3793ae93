import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { save } from '../../../server/services/index';
import { ok, seller } from '../../../server/services/testing';
import { liveDb } from '../../../server/api/db-instance';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import {
  hashQuery,
  offeredIn,
  openAs,
  rowOf,
  seedRma,
  shippedOrder,
  shownNumbers,
  stopConsoles,
  storedRma,
  table,
} from './rma.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const LIST = zh('businessMenu.rmaList');
const tab = (status: string) =>
  screen.getByRole('tab', { name: new RegExp(`^${zh(`business.status.rma.${status}`)}`) });
const allTab = () => screen.getByRole('tab', { name: new RegExp(`^${zh('business.status.all')}`) });
const countOf = (element: HTMLElement) => within(element).getByText(/^\d+$/).textContent;
const action = (event: string) => zh(`business.action.${event}`);

describe('the returns list (business.md §8)', () => {
  it('keeps its filters in the URL and counts the matching returns per status', async () => {
    const [draft, first, second, done] = [
      await seedRma('DRAFT', 'ZQRLF-0'),
      await seedRma('SUBMITTED', 'ZQRLF-1'),
      await seedRma('SUBMITTED', 'ZQRLF-2'),
      await seedRma('COMPLETED', 'ZQRLF-3'),
    ];
    await openAs('#/rma/list?keyword=ZQRLF', 'seller');
    const list = await table(LIST);
    await waitFor(() =>
      expect(shownNumbers(list).sort()).toEqual([draft, first, second, done].map((r) => r.rmaNo).sort()),
    );
    expect(screen.getByRole('textbox', { name: zh('rma.list.keyword') })).toHaveValue('ZQRLF');
    expect([
      countOf(allTab()),
      countOf(tab('DRAFT')),
      countOf(tab('SUBMITTED')),
      countOf(tab('COMPLETED')),
      countOf(tab('CANCELLED')),
    ]).toEqual(['4', '1', '2', '1', '0']);
    // what the warehouse found, once received: good / defective / unidentified
    expect(
      within(rowOf(list, done.rmaNo)).getByText(
        zh('rma.list.gradedValue', { good: 1, defective: 1, unidentified: 0 }),
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOf(list, draft.rmaNo)).getByText(zh('rma.list.expectedValue', { skus: 1, units: 2 })),
    ).toBeInTheDocument();

    fireEvent.click(tab('SUBMITTED'));
    await waitFor(() => expect(hashQuery().get('status')).toBe('SUBMITTED'));
    await waitFor(() => expect(shownNumbers(list).sort()).toEqual([first.rmaNo, second.rmaNo].sort()));
    expect(hashQuery().get('keyword')).toBe('ZQRLF');
  }, 90_000);

  it('lists the returns of one original order, linked to that order', async () => {
    const order = await shippedOrder(3, 'ZQRLO-ORDER');
    const db = await liveDb();
    const rma = ok(
      await save(db, seller, 'rma', {
        source: 'CUSTOMER_FORECAST',
        originalOutboundNo: order.outboundNo,
        warehouseCode: order.warehouseCode,
        referenceNo: 'ZQRLO-0',
        reason: 'Wrong size',
        lines: [{ sku: order.lines[0].sku, expectedQty: 2 }],
      }),
    );
    await seedRma('DRAFT', 'ZQRLO-1');
    await openAs(`#/rma/list?originalOutboundNo=${order.outboundNo}`, 'seller');
    const list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toEqual([rma.rmaNo]));
    expect(screen.getByRole('textbox', { name: zh('rma.field.originalOutboundNo') })).toHaveValue(
      order.outboundNo,
    );
    const link = within(rowOf(list, rma.rmaNo)).getByRole('link', { name: order.outboundNo });
    expect(link).toHaveAttribute('href', `#/outbound/detail/${order.id}`);
  }, 90_000);

  it('offers each role the steps the chart allows it', async () => {
    const [draft, submitted, received] = [
      await seedRma('DRAFT', 'ZQRLR-0'),
      await seedRma('SUBMITTED', 'ZQRLR-1'),
      await seedRma('RECEIVED', 'ZQRLR-2'),
    ];
    await openAs('#/rma/list?keyword=ZQRLR', 'seller');
    let list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toHaveLength(3));
    expect(await offeredIn(rowOf(list, draft.rmaNo))).toEqual(
      ['edit', 'submit', 'cancel', 'delete'].map(action),
    );
    expect(await offeredIn(rowOf(list, submitted.rmaNo))).toEqual(['cancel'].map(action));
    expect(await offeredIn(rowOf(list, received.rmaNo))).toEqual([]);
    expect(screen.getByRole('button', { name: zh('rma.list.add') })).toBeInTheDocument();
    cleanup();
    stopConsoles();

    await openAs('#/rma/list?keyword=ZQRLR', 'admin');
    list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toHaveLength(3));
    // the warehouse receives what was submitted and processes what it received; a draft is not its own
    expect(await offeredIn(rowOf(list, submitted.rmaNo))).toEqual(['receive'].map(action));
    expect(await offeredIn(rowOf(list, received.rmaNo))).toEqual(['process'].map(action));
    expect(await offeredIn(rowOf(list, draft.rmaNo))).toEqual([]);
    expect(screen.queryByRole('button', { name: zh('rma.list.add') })).not.toBeInTheDocument();
  }, 90_000);

  it('cancels several returns at once, with the reason asked for', async () => {
    const returns = [await seedRma('SUBMITTED', 'ZQRLB-0'), await seedRma('DRAFT', 'ZQRLB-1')];
    await openAs('#/rma/list?keyword=ZQRLB', 'seller');
    const list = await table(LIST);
    await waitFor(() => expect(shownNumbers(list)).toHaveLength(2));
    fireEvent.click(within(list).getByRole('checkbox', { name: zh('table.selectAll') }));
    // the selection bar's cancel, not a row's
    const bulk = await waitFor(() => {
      const found = screen.getAllByRole('button', { name: action('cancel') }).find((b) => !list.contains(b));
      if (!found) throw new Error('the selection bar offers no cancel');
      return found;
    });
    fireEvent.click(bulk);
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    fireEvent.change(dialog.getByRole('textbox', { name: zh('rma.cancel.reason'), hidden: true }), {
      target: { value: 'Buyer kept the item' },
    });
    fireEvent.click(dialog.getByRole('button', { name: zh('rma.cancel.confirm'), hidden: true }));
    await waitFor(async () => {
      for (const rma of returns) {
        expect(await storedRma(rma.id)).toMatchObject({
          status: 'CANCELLED',
          cancelReason: 'Buyer kept the item',
        });
      }
    });
  }, 90_000);

  it('hides the seller’s returns from another customer', async () => {
    await seedRma('DRAFT', 'ZQRLH-0');
    await openAs('#/rma/list?keyword=ZQRLH', 'seller2');
    await table(LIST);
    expect(await screen.findByText(zh('business.list.emptyFiltered'))).toBeInTheDocument();
  }, 90_000);
});
