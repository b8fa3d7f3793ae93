import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../store/types/documents';
import type { FeeItem } from '../../store/types/ledger';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { countOf, filter, find } from '../../store/store';
import { tariffRuleText } from './statement-pdf';
import { bytesOf, seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

const lastMonth = () => {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
  return { from, to };
};

/** Last month of `customerId`, which the seed leaves open for the operator to close. */
async function openMonth(customerId: string) {
  const db = await liveDb();
  const { from, to } = lastMonth();
  if ((await countOf(db, 'settlements', { customerId, periodFrom: from })) > 0) {
    throw new Error(`the seed closed ${from} for ${customerId}`);
  }
  return { customerId, periodFrom: from, periodTo: to };
}

type Preview = Omit<Settlement, 'id'> & { fees: FeeItem[] };

describe('Finance/PreviewSettlement', () => {
  it('previews exactly what Close then writes, and writes nothing itself', async () => {
    const admin = await signedIn('admin');
    const period = await openMonth('C001');
    const preview = await admin.post<Preview>('Finance/PreviewSettlement', period);
    expect(preview.status).toBe(200);
    const db = await liveDb();
    expect(preview.data.fees.length).toBeGreaterThan(0);
    expect(preview.data.fees.every((f) => f.billingStatus === 'UNBILLED')).toBe(true);
    expect(await countOf(db, 'settlements', { customerId: 'C001', periodFrom: period.periodFrom })).toBe(0);
    const closed = await admin.post<Settlement>('Finance/CloseSettlement', period);
    expect(closed.status).toBe(200);
    const { fees, ...figures } = preview.data;
    expect(closed.data).toMatchObject(figures);
    expect(
      (await filter(db, 'fees', { settlementNo: closed.data.settlementNo })).map((f) => f.feeNo).sort(),
    ).toEqual(fees.map((f) => f.feeNo).sort());
    // closed now: the same preview is refused naming the statement
    const again = await admin.post('Finance/PreviewSettlement', period);
    expect(again.status).toBe(409);
    expect(again.message).toContain(closed.data.settlementNo);
  });

  it('is the operator’s: 403 for a customer, 422 at a period that has not ended', async () => {
    const seller = await signedIn('seller');
    const { from, to } = lastMonth();
    expect(
      (await seller.post('Finance/PreviewSettlement', { customerId: 'C001', periodFrom: from, periodTo: to }))
        .status,
    ).toBe(403);
    const admin = await signedIn('admin');
    const today = new Date().toISOString().slice(0, 10);
    const open = await admin.post<Record<string, string>>('Finance/PreviewSettlement', {
      customerId: 'C001',
      periodFrom: from,
      periodTo: today,
    });
    expect(open.status).toBe(422);
    expect(Object.keys(open.data)).toEqual(['periodTo']);
  });
});

describe('disputes and adjustments per fee item', () => {
  it('takes the disputed items and a note, refuses items not on the statement at the field', async () => {
    const admin = await signedIn('admin');
    const period = await openMonth('C002');
    const statement = (await admin.post<Settlement>('Finance/CloseSettlement', period)).data;
    const db = await liveDb();
    const [first, second] = await filter(db, 'fees', { settlementNo: statement.settlementNo });
    const other = (await filter(db, 'fees', { customerId: 'C002' })).find(
      (f) => f.settlementNo !== statement.settlementNo,
    );
    const seller2 = await signedIn('seller2');
    const none = await seller2.post<Record<string, string>>('Finance/DisputeSettlement', {
      id: statement.id,
      note: 'Wrong',
      feeNos: [],
    });
    expect(none.status).toBe(422);
    expect(Object.keys(none.data)).toEqual(['feeNos']);
    const foreign = await seller2.post<Record<string, string>>('Finance/DisputeSettlement', {
      id: statement.id,
      note: 'Wrong',
      feeNos: [other?.feeNo],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.data.feeNos).toBeTruthy();
    // another customer's statement is not found
    const seller = await signedIn('seller');
    expect(
      (await seller.post('Finance/DisputeSettlement', { id: statement.id, note: 'x', feeNos: [first.feeNo] }))
        .status,
    ).toBe(404);
    const disputed = await seller2.post<Settlement>('Finance/DisputeSettlement', {
      id: statement.id,
      note: 'Charged twice',
      feeNos: [first.feeNo, second.feeNo],
    });
    expect(disputed.status).toBe(200);
    expect(disputed.data).toMatchObject({ status: 'DISPUTED', disputedFeeNos: [first.feeNo, second.feeNo] });

    // the operator answers every disputed item: a zero amount is refused at its field
    const zero = await admin.post<Record<string, string>>('Finance/AdjustSettlement', {
      id: statement.id,
      items: [
        { feeNo: first.feeNo, amount: 0, note: 'No' },
        { feeNo: second.feeNo, amount: -1, note: 'Yes' },
      ],
    });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.data)).toEqual(['items.0.amount']);
    const partial = await admin.post<Record<string, string>>('Finance/AdjustSettlement', {
      id: statement.id,
      items: [{ feeNo: first.feeNo, amount: -1, note: 'Credit' }],
    });
    expect(partial.status).toBe(422);
    expect(Object.keys(partial.data)).toEqual(['items']);
    const adjusted = await admin.post<Settlement>('Finance/AdjustSettlement', {
      id: statement.id,
      items: [
        { feeNo: first.feeNo, amount: -1.5, note: 'Credit' },
        { feeNo: second.feeNo, amount: 0.25, note: 'Charge' },
      ],
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.data).toMatchObject({ status: 'ADJUSTED', adjustmentTotal: -1.25 });
    const posted = await Promise.all(
      adjusted.data.adjustments.map((a) => find(db, 'fees', { feeNo: a.adjustmentFeeNo })),
    );
    expect(posted.map((f) => [f?.feeCode, f?.amount, f?.settlementNo])).toEqual([
      ['ADJUSTMENT', -1.5, statement.settlementNo],
      ['ADJUSTMENT', 0.25, statement.settlementNo],
    ]);
    // a replay posts nothing more: the chart refuses a second answer
    const replay = await admin.post('Finance/AdjustSettlement', {
      id: statement.id,
      items: [{ feeNo: first.feeNo, amount: -1.5, note: 'Credit' }],
    });
    expect(replay.status).toBe(409);
  });
});

describe('Finance/GetFeeTrend', () => {
  it('sums the selected items per business per month, over at most 365 days', async () => {
    const seller = await signedIn('seller');
    const trend = await seller.get<{ points: { month: string; business: string; amount: number }[] }>(
      'Finance/GetFeeTrend?business=STORAGE',
    );
    expect(trend.status).toBe(200);
    const db = await liveDb();
    const cents = new Map<string, number>();
    const storage = await filter(db, 'fees', { customerId: 'C001', business: 'STORAGE' });
    expect(storage.length).toBeGreaterThan(0);
    for (const f of storage)
      cents.set(f.at.slice(0, 7), (cents.get(f.at.slice(0, 7)) ?? 0) + Math.round(f.amount * 100));
    expect(trend.data.points).toEqual(
      [...cents.keys()]
        .sort()
        .map((month) => ({ month, business: 'STORAGE', amount: (cents.get(month) ?? 0) / 100 })),
    );
    const tooLong = await seller.get<Record<string, string>>(
      'Finance/GetFeeTrend?atFrom=2024-01-01&atTo=2025-06-01',
    );
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.data)).toEqual(['atFrom']);
  });
});

/** Text as a PDF string literal holds it (brackets and backslashes escaped). */
const pdfString = (text: string) => text.replace(/[()\\]/g, (c) => `\\${c}`);

describe('Finance/SettlementStatement', () => {
  it('writes the PDF’s figures readably: its closing balance can be found in the file', async () => {
    const db = await liveDb();
    const statement = await find(db, 'settlements', { customerId: 'C001', status: 'CONFIRMED' });
    if (!statement) throw new Error('the seed has no confirmed statement of C001');
    const seller = await signedIn('seller');
    const text = new TextDecoder('latin1').decode(
      await bytesOf(await seller.raw(`Finance/SettlementStatement?id=${statement.id}&format=pdf`)),
    );
    expect(text).toContain(`(${statement.closingBalance.toFixed(2)} ${statement.currency})`);
  });

  it('says under every fee item how it was computed, as the csv’s rule and figures do', async () => {
    const db = await liveDb();
    // the seller's statement that bills the most fee items
    const byStatement = new Map<string, FeeItem[]>();
    for (const fee of await filter(db, 'fees', { customerId: 'C001' }))
      if (fee.settlementNo)
        byStatement.set(fee.settlementNo, [...(byStatement.get(fee.settlementNo) ?? []), fee]);
    const billed = (no: string) => byStatement.get(no) ?? [];
    const [statement] = (await filter(db, 'settlements', { customerId: 'C001' })).sort(
      (a, b) => billed(b.settlementNo).length - billed(a.settlementNo).length,
    );
    const fees = billed(statement.settlementNo);
    const seller = await signedIn('seller');
    const text = new TextDecoder('latin1').decode(
      await bytesOf(await seller.raw(`Finance/SettlementStatement?id=${statement.id}&format=pdf`)),
    );
    // one fee item of each rule the statement bills, its line as written into the (uncompressed) file
    const byRule = new Map(fees.map((fee) => [fee.tariffRule.key, fee]));
    expect(byRule.size).toBeGreaterThan(1);
    for (const fee of byRule.values())
      expect(text).toContain(`(${pdfString(tariffRuleText(fee.tariffRule).slice(0, 24))}`);
  });
});
