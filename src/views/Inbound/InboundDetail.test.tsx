import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { openAs, seedOrder, usReadySkus, stopConsoles } from './inbound.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const count = (key: string) => screen.getByRole('textbox', { name: key });
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
// modal buttons render while their transition runs: hidden to the accessibility tree in happy-dom
async function dialogButton(name: string) {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  return within(dialog).getByRole('button', { name, hidden: true });
}

describe('the inbound order detail', () => {
  it('receives with one unit short and one damaged: both become exceptions and block put-away', async () => {
    const [first, second] = await usReadySkus(2);
    const order = await seedOrder('RECEIVING', [first, second]);
    await openAs(`#/inbound/detail/${order.id}`, 'admin');
    await screen.findByRole('heading', { name: order.inboundNo }, { timeout: 25000 });
    const line = (box: number, sku: string) => zh('inbound.receiving.lineName', { box, sku });
    enter(count(zh('inbound.receiving.goodOf', { line: line(1, first) })), '9');
    enter(count(zh('inbound.receiving.goodOf', { line: line(2, second) })), '9');
    enter(count(zh('inbound.receiving.damagedOf', { line: line(2, second) })), '1');
    expect(screen.getByText(zh('inbound.receiving.willRaise', { count: 2 }))).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: zh('business.action.receive') }));
    fireEvent.click(await dialogButton(zh('business.action.receive')));
    await waitFor(
      () => expect(screen.getByText(zh('business.status.inbound.RECEIVED'))).toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );

    fireEvent.click(screen.getByRole('tab', { name: new RegExp(zh('inbound.tabs.exceptions')) }));
    const table = within(screen.getByRole('table', { name: zh('inbound.tabs.exceptions') }));
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(zh('inbound.exceptionType.SHORT'));
    expect(rows[0]).toContain(first);
    expect(rows[1]).toContain(zh('inbound.exceptionType.DAMAGED'));
    expect(rows[1]).toContain(second);

    const putaway = screen.getByRole('button', { name: zh('business.action.putaway') });
    expect(putaway).toBeDisabled();
    expect(
      screen.getByText(zh('business.blocked.openExceptionsBlock', { openExceptions: 2 })),
    ).toBeInTheDocument();
  }, 90_000);

  it('focuses a box when its barcode is scanned', async () => {
    const [first, second] = await usReadySkus(2);
    const order = await seedOrder('RECEIVING', [first, second]);
    await openAs(`#/inbound/detail/${order.id}`, 'admin');
    const scan = await screen.findByRole(
      'textbox',
      { name: zh('inbound.receiving.scan') },
      { timeout: 25000 },
    );
    scan.focus();
    enter(scan, `${order.inboundNo}-2`);
    fireEvent.keyDown(scan, { key: 'Enter' });
    const good = count(
      zh('inbound.receiving.goodOf', { line: zh('inbound.receiving.lineName', { box: 2, sku: second }) }),
    );
    await waitFor(() => expect(good).toHaveFocus());
    enter(scan, 'NO-SUCH-BOX');
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(
      screen.getByText(zh('inbound.receiving.scanUnknown', { code: 'NO-SUCH-BOX' })),
    ).toBeInTheDocument();
  }, 60_000);

  it("shows another customer's order as not found", async () => {
    const [first] = await usReadySkus(1);
    const order = await seedOrder('APPROVED', [first]);
    await openAs(`#/inbound/detail/${order.id}`, 'seller2');
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(order.inboundNo)).not.toBeInTheDocument();
  }, 60_000);
});
