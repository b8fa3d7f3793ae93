import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { pdfPageSizes, pdfText } from '../../../server/api/testing';
import { act } from '../../../server/services/index';
import { ok, seller } from '../../../server/services/testing';
import { filter, find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { formatMoney } from '@/i18n/format';
import { zh } from '@/test/messages';
import {
  freshStatement,
  heading,
  openAs,
  SELLER,
  statementIn,
  stopConsoles,
  storedStatement,
} from './settlement.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
  vi.restoreAllMocks();
});

const button = (key: string) => screen.queryByRole('button', { name: zh(key) });
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }, { timeout: 10000 }));

async function openStatement(id: string, settlementNo: string, user: string) {
  await openAs(`#/finance/settlement/detail/${id}`, user);
  await heading(settlementNo);
}

/** The first fee item a statement billed, by number. */
async function firstItemOf(settlementNo: string) {
  const fees = await filter(await liveDb(), 'fees', { settlementNo });
  return fees.sort((a, b) => a.feeNo.localeCompare(b.feeNo))[0];
}

describe('a settlement statement', () => {
  it('shows its figures adding up, and offers the customer confirm and dispute, the operator neither', async () => {
    const statement = await statementIn(SELLER, 'GENERATED');
    await openStatement(statement.id, statement.settlementNo, 'seller');
    expect(await screen.findByTestId('figure-closing')).toHaveTextContent(
      formatMoney(statement.closingBalance, statement.currency, 'zh-CN'),
    );
    expect(screen.getByTestId('figure-opening')).toHaveTextContent(
      formatMoney(statement.openingBalance, statement.currency, 'zh-CN'),
    );
    const money = (n: number) => formatMoney(n, statement.currency, 'zh-CN');
    const fees =
      Object.values(statement.feesByBusiness).reduce((sum, n) => sum + Math.round(n * 100), 0) / 100;
    expect(
      screen.getByText(
        zh('finance.settlement.addsUp', {
          opening: money(statement.openingBalance),
          recharges: money(statement.recharges),
          fees: money(fees),
          other: money(statement.otherMovements),
          closing: money(statement.closingBalance),
        }),
      ),
    ).toBeInTheDocument();
    expect(button('business.action.confirm')).toBeInTheDocument();
    expect(button('business.action.dispute')).toBeInTheDocument();
    expect(button('business.action.adjust')).not.toBeInTheDocument();
    cleanup();
    stopConsoles();
    await openStatement(statement.id, statement.settlementNo, 'admin');
    await screen.findByTestId('figure-closing');
    expect(button('business.action.confirm')).not.toBeInTheDocument();
    expect(button('business.action.dispute')).not.toBeInTheDocument();
    expect(button('business.action.adjust')).not.toBeInTheDocument();
  }, 60_000);

  it('lets the customer dispute the items chosen in its table, with a note required', async () => {
    const statement = await freshStatement(SELLER);
    const first = await firstItemOf(statement.settlementNo);
    await openStatement(statement.id, statement.settlementNo, 'seller');
    const items = await screen.findByRole(
      'table',
      { name: zh('finance.settlement.items') },
      { timeout: 20000 },
    );
    await within(items).findByText(first.feeNo, {}, { timeout: 20000 });
    // nothing chosen: the dialog says to choose
    fireEvent.click(screen.getByRole('button', { name: zh('business.action.dispute') }));
    let form = await dialog();
    fireEvent.click(form.getByRole('button', { name: zh('finance.settlement.dispute.send'), hidden: true }));
    expect(await form.findByText(zh('finance.settlement.rules.disputeItemsRequired'))).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: zh('common.cancel'), hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    fireEvent.click(within(items).getByRole('checkbox', { name: zh('table.selectRow', { row: 1 }) }));
    fireEvent.click(screen.getByRole('button', { name: zh('business.action.dispute') }));
    form = await dialog();
    expect(form.getByText(new RegExp(first.feeNo))).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: zh('finance.settlement.dispute.send'), hidden: true }));
    expect(await form.findByText(zh('finance.settlement.rules.noteRequired'))).toBeInTheDocument();
    fireEvent.change(
      form.getByRole('textbox', { name: new RegExp(zh('finance.settlement.dispute.note')), hidden: true }),
      {
        target: { value: 'Storage charged twice for this day' },
      },
    );
    fireEvent.click(form.getByRole('button', { name: zh('finance.settlement.dispute.send'), hidden: true }));
    await waitFor(async () => expect((await storedStatement(statement.id))?.status).toBe('DISPUTED'), {
      timeout: 10000,
    });
    const stored = await storedStatement(statement.id);
    expect(stored?.disputedFeeNos).toEqual([first.feeNo]);
    expect(stored?.disputeNote).toBe('Storage charged twice for this day');
    expect(await screen.findByTestId('dispute-note', {}, { timeout: 10000 })).toHaveTextContent(
      'Storage charged twice for this day',
    );
  });

  it('lets the operator answer a dispute per item, and the customer then confirm', async () => {
    const statement = await freshStatement(SELLER);
    const first = await firstItemOf(statement.settlementNo);
    ok(
      await act(await liveDb(), seller, 'settlement', statement.id, 'dispute', {
        note: 'Wrong volume',
        feeNos: [first.feeNo],
      }),
    );
    await openStatement(statement.id, statement.settlementNo, 'admin');
    fireEvent.click(
      await screen.findByRole('button', { name: zh('business.action.adjust') }, { timeout: 20000 }),
    );
    // the dialog opens once the disputed items have loaded
    const itemBox = await screen.findByTestId(`adjust-${first.feeNo}`, {}, { timeout: 10000 });
    const form = within(itemBox.closest('[role="dialog"]') as HTMLElement);
    const item = within(itemBox);
    fireEvent.click(form.getByRole('button', { name: zh('finance.settlement.adjust.send'), hidden: true }));
    expect(await item.findByText(zh('finance.settlement.rules.adjustmentAmountInvalid'))).toBeInTheDocument();
    expect(item.getByText(zh('finance.settlement.rules.adjustmentNoteRequired'))).toBeInTheDocument();
    fireEvent.change(
      item.getByRole('textbox', { name: new RegExp(zh('finance.settlement.adjust.amount')), hidden: true }),
      {
        target: { value: '-1.25' },
      },
    );
    fireEvent.change(
      item.getByRole('textbox', { name: new RegExp(zh('finance.settlement.adjust.note')), hidden: true }),
      {
        target: { value: 'Volume re-measured' },
      },
    );
    fireEvent.click(form.getByRole('button', { name: zh('finance.settlement.adjust.send'), hidden: true }));
    await waitFor(async () => expect((await storedStatement(statement.id))?.status).toBe('ADJUSTED'), {
      timeout: 10000,
    });
    const adjusted = await storedStatement(statement.id);
    expect(adjusted?.adjustments).toMatchObject([
      { feeNo: first.feeNo, amount: -1.25, note: 'Volume re-measured' },
    ]);
    const adjustmentFeeNo = adjusted?.adjustments[0].adjustmentFeeNo;
    if (!adjustmentFeeNo) throw new Error('the adjustment posted no fee item');
    const posted = await find(await liveDb(), 'fees', { feeNo: adjustmentFeeNo });
    expect(posted).toMatchObject({
      feeCode: 'ADJUSTMENT',
      amount: -1.25,
      settlementNo: statement.settlementNo,
    });
    cleanup();
    stopConsoles();

    await openStatement(statement.id, statement.settlementNo, 'seller');
    fireEvent.click(
      await screen.findByRole('button', { name: zh('business.action.confirm') }, { timeout: 20000 }),
    );
    const confirm = await dialog();
    fireEvent.click(confirm.getByRole('button', { name: zh('business.action.confirm'), hidden: true }));
    await waitFor(async () => expect((await storedStatement(statement.id))?.status).toBe('CONFIRMED'), {
      timeout: 10000,
    });
  }, 60_000);

  it('downloads the statement as PDF, xlsx and csv', async () => {
    const statement = await statementIn(SELLER, 'CONFIRMED');
    await openStatement(statement.id, statement.settlementNo, 'seller');
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:statement';
    });
    // the browser saves the file; happy-dom would follow the link away from the page instead
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const downloads = await screen.findByRole(
      'group',
      { name: zh('finance.settlement.download') },
      { timeout: 20000 },
    );
    fireEvent.click(within(downloads).getByRole('button', { name: zh('finance.settlement.formats.pdf') }));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 20000 });
    const pdf = new Uint8Array(await created[0].arrayBuffer());
    // A4 pages (in points) stating the statement's number and closing balance
    const pages = pdfPageSizes(pdf);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages).toEqual(pages.map(() => [595.28, 841.89]));
    expect(pdfText(pdf).split('\n')).toEqual(
      expect.arrayContaining([
        statement.settlementNo,
        `${statement.closingBalance.toFixed(2)} ${statement.currency}`,
      ]),
    );
    const csvButton = within(downloads).getByRole('button', { name: zh('finance.settlement.formats.csv') });
    await waitFor(() => expect(csvButton).toBeEnabled());
    fireEvent.click(csvButton);
    await waitFor(() => expect(created).toHaveLength(2), { timeout: 20000 });
    const csv = await created[1].text();
    expect(csv).toContain(statement.settlementNo);
    expect(csv).toContain(statement.closingBalance.toFixed(2));
    const xlsxButton = within(downloads).getByRole('button', { name: zh('finance.settlement.formats.xlsx') });
    await waitFor(() => expect(xlsxButton).toBeEnabled());
    fireEvent.click(xlsxButton);
    await waitFor(() => expect(created).toHaveLength(3), { timeout: 20000 });
    const zip = new Uint8Array(await created[2].arrayBuffer());
    expect(String.fromCharCode(zip[0], zip[1])).toBe('PK');
  }, 60_000);

  it('is the 404 page for another customer', async () => {
    const statement = await statementIn(SELLER, 'CONFIRMED');
    await openAs(`#/finance/settlement/detail/${statement.id}`, 'seller2');
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(statement.settlementNo)).not.toBeInTheDocument();
  });
});
