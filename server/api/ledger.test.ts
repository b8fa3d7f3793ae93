import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insert } from '../store/store';
import type { Settlement } from '../store/types/documents';
import type { FeeBusiness, FeeItem, FlowEntry, InventoryBalance } from '../store/types/ledger';
import { setClock } from './clock';
import { translate } from './i18n';
import { setupMockServer } from '../../mocks/testing';
import { liveDb } from './db-instance';
import type { BalanceRow } from '../areas/inventory/age';
import { parseCsv } from '../areas/outbound/import/parse';
import type { ListPage } from '../store/list-query';
import { bytesOf, pdfPageSizes, pdfText, signedIn, seedBeforeAll } from './testing';

setupMockServer();
seedBeforeAll();

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW - n * DAY).toISOString();
const BUSINESSES: FeeBusiness[] = ['INBOUND', 'OUTBOUND', 'STORAGE'];

const fees: FeeItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `FX-FEE-${i}`,
  feeNo: `FXFEE-${i}`,
  customerId: i % 4 === 3 ? 'C002' : 'C001',
  business: BUSINESSES[i % 3],
  feeCode: 'ADJUSTMENT',
  docType: 'ADJUSTMENT',
  docNo: `FXDOC-${i}`,
  warehouseCode: 'USEA',
  quantity: 1,
  unit: 'EA',
  unitPrice: 1.1 * (i + 1),
  amount: Math.round(110 * (i + 1)) / 100,
  currency: 'USD',
  billingStatus: i < 4 ? 'BILLED' : 'UNBILLED',
  settlementNo: i < 4 ? 'FXST-1' : null,
  transactionNo: `FXTX-${i}`,
  tariffRule: { key: 'ADJUSTMENT', params: { note: '', amount: Math.round(110 * (i + 1)) / 100 } },
  at: daysAgo(i * 10),
}));

const balance: InventoryBalance = {
  id: 'C001|USEA|FX-AGED',
  customerId: 'C001',
  warehouseCode: 'USEA',
  sku: 'FX-AGED',
  inTransit: 0,
  pendingPutaway: 0,
  available: 70,
  reserved: 0,
  unsellable: 0,
  frozen: 0,
  shipped: 0,
  onHand: 70,
  lastMovementAt: daysAgo(5),
};

const inflow = (i: number, qty: number, ageDays: number): FlowEntry => ({
  id: `FX-FLOW-${i}`,
  at: daysAgo(ageDays),
  customerId: 'C001',
  warehouseCode: 'USEA',
  sku: 'FX-AGED',
  bucket: 'available',
  reason: 'INBOUND_PUTAWAY',
  docType: 'INBOUND',
  docNo: `FXIB-${i}`,
  qtyBefore: 0,
  qtyChange: qty,
  qtyAfter: qty,
  operator: 'admin',
  remark: '',
});

const settlement: Settlement = {
  id: 'FXST-1',
  settlementNo: 'FXST-1',
  customerId: 'C001',
  referenceNo: '',
  status: 'GENERATED',
  createdAt: daysAgo(1),
  updatedAt: daysAgo(1),
  actionLog: [],
  currency: 'USD',
  periodFrom: '2026-10-01T00:00:00.000Z',
  periodTo: '2026-10-31T23:59:59.999Z',
  openingBalance: 100,
  recharges: 500,
  feesByBusiness: { INBOUND: 1.1, OUTBOUND: 2.2, STORAGE: 3.3, RETURN: 0, VAS: 0, OTHER: 0 },
  otherMovements: 0,
  closingBalance: 593.4,
  adjustmentTotal: 0,
  disputeNote: '',
  adjustmentNote: '',
  disputedFeeNos: [],
  adjustments: [],
};

beforeAll(async () => {
  const db = await liveDb();
  await insert(db, 'settlements', structuredClone(settlement));
  for (const fee of fees) await insert(db, 'fees', structuredClone(fee));
  await insert(db, 'balances', structuredClone(balance));
  // 200 days ago 40 units, 100 days ago 30, 10 days ago 20: 70 on hand are the newest 70.
  for (const entry of [inflow(1, 40, 200), inflow(2, 30, 100), inflow(3, 20, 10)])
    await insert(db, 'flow', entry);
});
beforeEach(() => setClock(() => NOW));
afterEach(() => setClock());

describe('Finance/GetFees', () => {
  it('pages the bill with counts per billing status and totals per business of the whole selection', async () => {
    const seller = await signedIn('seller');
    const answer = (
      await seller.get<ListPage<FeeItem> & { totals: Record<string, number> }>(
        'Finance/GetFees?keyword=FXFEE&pageSize=10',
      )
    ).data;
    const mine = fees.filter((f) => f.customerId === 'C001');
    expect(answer.total).toBe(mine.length);
    expect(answer.counts).toEqual({
      BILLED: mine.filter((f) => f.billingStatus === 'BILLED').length,
      UNBILLED: mine.filter((f) => f.billingStatus === 'UNBILLED').length,
    });
    const sum = (business: FeeBusiness) =>
      Math.round(mine.filter((f) => f.business === business).reduce((s, f) => s + f.amount * 100, 0)) / 100;
    expect(answer.totals).toEqual({
      INBOUND: sum('INBOUND'),
      OUTBOUND: sum('OUTBOUND'),
      STORAGE: sum('STORAGE'),
    });
    const unbilled = (
      await seller.get<ListPage<FeeItem>>('Finance/GetFees?keyword=FXFEE&status=UNBILLED&business=INBOUND')
    ).data;
    expect(unbilled.list.every((f) => f.billingStatus === 'UNBILLED' && f.business === 'INBOUND')).toBe(true);
  });

  it('refuses a date range over 365 days, in both languages', async () => {
    const seller = await signedIn('seller');
    const answer = await seller.get('Finance/GetFees?atFrom=2025-01-01&atTo=2026-06-01', 'zh-CN');
    expect(answer).toMatchObject({
      status: 422,
      data: { atFrom: translate('zh-CN', 'listDateRangeTooLong', { days: '365' }) },
    });
    expect((await seller.get('Finance/GetFees?atFrom=2026-01-01&atTo=2026-06-01')).status).toBe(200);
  });

  it('exports the bill as csv', async () => {
    const seller = await signedIn('seller');
    const csv = parseCsv(
      new TextDecoder().decode(
        await bytesOf(
          await seller.raw('Finance/ExportFees?format=csv&keyword=FXFEE&sortField=amount&sortOrder=asc'),
        ),
      ),
    );
    expect(csv[0]).toContain('amount');
    const amounts = csv.slice(1).map((row) => Number(row[csv[0].indexOf('amount')]));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts).toHaveLength(fees.filter((f) => f.customerId === 'C001').length);
    // each item says the tariff rule that priced it: its key and figures
    const cheapest = csv[1];
    expect(cheapest[csv[0].indexOf('tariffRule')]).toBe('ADJUSTMENT');
    expect(cheapest[csv[0].indexOf('tariffParams')]).toBe(`note=; amount=${amounts[0]}`);
  });
});

describe('Inventory lists', () => {
  it('spreads on-hand stock over age bands, newest inflows first', async () => {
    const seller = await signedIn('seller');
    const rows = (await seller.get<ListPage<BalanceRow>>('Inventory/GetList?sku=FX-AGED')).data.list;
    expect(rows).toHaveLength(1);
    expect(rows[0].ageBands).toEqual({ d0to30: 20, d31to90: 0, d91to180: 30, d180plus: 20 });
    expect(
      (await signedIn('seller2').then((c) => c.get<ListPage<BalanceRow>>('Inventory/GetList?sku=FX-AGED')))
        .data.total,
    ).toBe(0);
  });

  it('lists the flow within at most 31 days, and exports it', async () => {
    const seller = await signedIn('seller');
    const recent = (
      await seller.get<ListPage<FlowEntry>>(
        `Inventory/GetFlow?sku=FX-AGED&atFrom=${daysAgo(30).slice(0, 10)}`,
      )
    ).data;
    expect(recent.list.map((f) => f.docNo)).toEqual(['FXIB-3']);
    const tooLong = await seller.get(
      `Inventory/GetFlow?atFrom=${daysAgo(40).slice(0, 10)}&atTo=${daysAgo(1).slice(0, 10)}`,
    );
    expect(tooLong).toMatchObject({
      status: 422,
      data: { atFrom: 'the date range must not exceed 31 days' },
    });
    const csv = parseCsv(
      new TextDecoder().decode(
        await bytesOf(await seller.raw('Inventory/ExportFlow?format=csv&sku=FX-AGED')),
      ),
    );
    expect(csv.slice(1).map((row) => row[csv[0].indexOf('docNo')])).toEqual(['FXIB-3', 'FXIB-2', 'FXIB-1']);
    const balances = parseCsv(
      new TextDecoder().decode(await bytesOf(await seller.raw('Inventory/Export?format=csv&sku=FX-AGED'))),
    );
    expect(balances[1][balances[0].indexOf('age180plus')]).toBe('20');
  });
});

describe('Finance settlement statements', () => {
  it('downloads one statement as PDF, xlsx and csv, with its fee items', async () => {
    const seller = await signedIn('seller');
    const pdf = await seller.raw('Finance/SettlementStatement?id=FXST-1');
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const billed = fees.filter((f) => f.settlementNo === 'FXST-1').map((f) => f.feeNo);
    expect(billed.length).toBeGreaterThan(0);
    const statement = await bytesOf(pdf);
    // one A4 page (in points) holds its few items
    expect(pdfPageSizes(statement)).toEqual([[595.28, 841.89]]);
    const shown = pdfText(statement).split('\n');
    expect(shown).toEqual(
      expect.arrayContaining(['Settlement statement', 'FXST-1', 'Closing balance', '593.40 USD', ...billed]),
    );
    const csv = parseCsv(
      new TextDecoder().decode(
        await bytesOf(await seller.raw('Finance/SettlementStatement?id=FXST-1&format=csv')),
      ),
    );
    expect(csv[0]).toEqual(['Settlement', 'FXST-1']);
    expect(csv.find((row) => row[0] === 'Closing balance')?.[1]).toBe('593.40 USD');
    expect(csv.filter((row) => billed.includes(row[0])).map((row) => row[0])).toEqual(billed);
    const xlsx = await seller.raw('Finance/SettlementStatement?id=FXST-1&format=xlsx');
    expect(xlsx.headers.get('Content-Type')).toContain('spreadsheetml');
    expect(
      (await signedIn('seller2').then((c) => c.raw('Finance/SettlementStatement?id=FXST-1'))).status,
    ).toBe(404);
    expect((await seller.get('Finance/SettlementStatement?id=FXST-1&format=doc')).data).toEqual({
      format: 'format must be csv, xlsx or pdf',
    });
  });
});
