import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { checkInvariants } from '../../store/invariants';
import { everyRecord, filter, find, findById, type Db } from '../../store/store';
import {
  act,
  closeSettlement,
  freezeFunds,
  runStorageJob,
  save,
  setCreditLimit,
  unfreezeFunds,
} from '../../services/index';
import {
  approvedSkus,
  failed,
  masterDb,
  ok,
  operator,
  seller,
  seller2,
  stockUp,
  TEST_NOW,
  topUp,
} from '../../services/testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

const purse = async (db: Db, customerId = 'C001') => await findById(db, 'purses', `${customerId}|USD`);

const bankTransfer = (extra: Record<string, unknown> = {}) => ({
  method: 'BANK_TRANSFER',
  currency: 'USD',
  declaredAmount: 1000,
  payerName: 'Northwind Trading LLC',
  bankRefNo: 'FT123',
  ...extra,
});

describe('recharges', () => {
  it('credit what arrived less the service charge, once, on approval', async () => {
    const db = await masterDb();
    const draft = ok(await save(db, seller, 'recharge', bankTransfer()));
    expect(failed(await act(db, seller, 'recharge', draft.id, 'submit', {})).fields).toEqual({
      receiptFile: { key: 'receiptRequired' },
    });
    ok(
      await save(db, seller, 'recharge', bankTransfer({ id: draft.id, receiptFile: '/mock/uploads/r.pdf' })),
    );
    ok(await act(db, seller, 'recharge', draft.id, 'submit', {}));
    expect(
      failed(
        await act(db, seller, 'recharge', draft.id, 'approve', { arrivedAmount: 1000, serviceCharge: 15 }),
      ).status,
    ).toBe(403);
    expect(
      failed(await act(db, operator, 'recharge', draft.id, 'approve', { arrivedAmount: 0 })).fields,
    ).toEqual({
      arrivedAmount: { key: 'arrivedAmountInvalid' },
    });
    expect(
      failed(
        await act(db, operator, 'recharge', draft.id, 'approve', { arrivedAmount: 10, serviceCharge: 10 }),
      ).fields,
    ).toEqual({
      serviceCharge: { key: 'serviceChargeInvalid' },
    });
    const credited = ok(
      await act(db, operator, 'recharge', draft.id, 'approve', { arrivedAmount: 998, serviceCharge: 15 }),
    );
    expect([credited.status, credited.arrivedAmount, credited.serviceCharge]).toEqual(['CREDITED', 998, 15]);
    expect((await purse(db))?.balance).toBe(983);
    // A double click: refused by the state, credited once.
    expect(
      failed(
        await act(db, operator, 'recharge', draft.id, 'approve', { arrivedAmount: 998, serviceCharge: 15 }),
      ).status,
    ).toBe(409);
    expect((await purse(db))?.balance).toBe(983);
    expect(
      (await everyRecord(db, 'purseTransactions')).map((t) => [
        t.type,
        t.source,
        t.amount,
        t.balanceAfter,
        t.docNo,
      ]),
    ).toEqual([['CREDIT', 'RECHARGE', 983, 983, credited.rechargeNo]]);
  });

  it('credits a card payment at submit; a rejected or withdrawn one credits nothing', async () => {
    const db = await masterDb();
    expect((await topUp(db, 120)).status).toBe('CREDITED');
    const rejected = ok(
      await save(db, seller, 'recharge', {
        method: 'PAYONEER',
        currency: 'USD',
        declaredAmount: 50,
        payerName: 'P',
      }),
    );
    ok(await act(db, seller, 'recharge', rejected.id, 'submit', {}));
    expect(failed(await act(db, operator, 'recharge', rejected.id, 'reject', {})).fields).toEqual({
      reason: { key: 'reasonRequired' },
    });
    expect(
      ok(await act(db, operator, 'recharge', rejected.id, 'reject', { reason: 'nothing arrived' }))
        .reviewRemark,
    ).toBe('nothing arrived');
    const withdrawn = ok(
      await save(db, seller, 'recharge', {
        method: 'PINGPONG',
        currency: 'USD',
        declaredAmount: 50,
        payerName: 'P',
      }),
    );
    expect(ok(await act(db, seller, 'recharge', withdrawn.id, 'withdraw', {})).status).toBe('WITHDRAWN');
    expect((await purse(db))?.balance).toBe(120);
    expect(
      failed(
        await save(db, seller, 'recharge', {
          method: 'CASH',
          currency: 'EUR',
          declaredAmount: -1,
          payerName: '',
        }),
      ).fields,
    ).toEqual({
      method: { key: 'rechargeMethodInvalid' },
      declaredAmount: { key: 'declaredAmountInvalid' },
      payerName: { key: 'payerNameRequired' },
      currency: { key: 'rechargeCurrencyUnsupported', params: { currency: 'USD' } },
    });
    expect(
      failed(
        await save(db, seller, 'recharge', {
          method: 'PAYONEER',
          currency: 'EUR',
          declaredAmount: 5,
          payerName: 'P',
        }),
      ).fields,
    ).toEqual({
      currency: { key: 'rechargeCurrencyUnsupported', params: { currency: 'USD' } },
    });
  });
});

describe('purse operations', () => {
  it('sets the credit limit and freezes or unfreezes funds (operator only)', async () => {
    const db = await masterDb();
    await topUp(db, 200);
    expect(failed(await setCreditLimit(db, seller, 'C001', 'USD', 0)).status).toBe(403);
    expect(failed(await setCreditLimit(db, operator, 'C001', 'USD', -5)).fields).toEqual({
      amount: { key: 'creditLimitInvalid' },
    });
    expect(ok(await setCreditLimit(db, operator, 'C001', 'USD', 250)).creditLimit).toBe(250);
    expect(failed(await freezeFunds(db, operator, 'C001', 'USD', 201, 'compliance')).fields).toEqual({
      amount: { key: 'freezeAmountInvalid' },
    });
    expect(ok(await freezeFunds(db, operator, 'C001', 'USD', 150, 'compliance')).frozen).toBe(150);
    expect(failed(await unfreezeFunds(db, operator, 'C001', 'USD', 151, 'check')).fields).toEqual({
      amount: { key: 'unfreezeAmountInvalid' },
    });
    expect(failed(await unfreezeFunds(db, operator, 'C001', 'USD', 100)).fields).toEqual({
      remark: { key: 'fundsReasonRequired' },
    });
    expect(ok(await unfreezeFunds(db, operator, 'C001', 'USD', 100, 'check passed')).frozen).toBe(50);
    expect(
      (await everyRecord(db, 'purseTransactions')).slice(1).map((t) => [t.type, t.amount, t.balanceAfter]),
    ).toEqual([
      ['FREEZE', 150, 200],
      ['UNFREEZE', 100, 200],
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });
});

describe('storage job', () => {
  it('posts STORAGE_DAILY per customer and warehouse from the on-hand volume, once per day', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    await stockUp(db, [[a, 10]]);
    const sku = await find(db, 'skus', { customerId: 'C001', sku: a });
    const size = sku?.measured ?? sku;
    const volume = Number(
      (((size?.lengthCm ?? 0) * (size?.widthCm ?? 0) * (size?.heightCm ?? 0) * 10) / 1e6).toFixed(3),
    );
    expect(failed(await runStorageJob(db, seller, '2026-11-21')).status).toBe(403);
    expect(failed(await runStorageJob(db, operator, '2026-11-30')).fields).toEqual({
      day: { key: 'dayInvalid' },
    });
    const first = ok(await runStorageJob(db, operator, '2026-11-21'));
    expect(
      first.posted.map((f) => [f.customerId, f.warehouseCode, f.feeCode, f.quantity, f.unitPrice]),
    ).toEqual([['C001', 'USEA', 'STORAGE_DAILY', volume, 0.45]]);
    expect(first.posted[0].at).toBe('2026-11-21T23:59:59.000Z');
    expect(ok(await runStorageJob(db, operator, '2026-11-21')).posted).toEqual([]);
    expect(await filter(db, 'fees', { feeCode: 'STORAGE_DAILY' })).toHaveLength(1);
  });
});

describe('settlements', () => {
  async function month(db: Db) {
    setClock(() => Date.UTC(2026, 9, 5, 10));
    await topUp(db, 300);
    await stockUp(db, [[(await approvedSkus(db))[0], 8]]);
    setClock(() => TEST_NOW);
  }

  it('close a period: its UNBILLED fees become BILLED under a statement that adds up; never twice', async () => {
    const db = await masterDb();
    await month(db);
    const unbilledLater = await topUp(db, 10);
    expect(failed(await closeSettlement(db, seller, 'C001', '2026-10-01', '2026-10-31')).status).toBe(403);
    expect(failed(await closeSettlement(db, operator, 'C001', '2026-10-01', '2026-11-22')).fields).toEqual({
      periodTo: { key: 'periodToInvalid' },
    });
    const statement = ok(await closeSettlement(db, operator, 'C001', '2026-10-01', '2026-10-31'));
    expect(statement).toMatchObject({
      status: 'GENERATED',
      openingBalance: 0,
      recharges: 300,
      feesByBusiness: { INBOUND: 3, OUTBOUND: 0, STORAGE: 0, RETURN: 0, VAS: 0, OTHER: 0 },
      otherMovements: 0,
      closingBalance: 297,
    });
    expect(
      (await everyRecord(db, 'fees')).every(
        (f) => f.billingStatus === 'BILLED' && f.settlementNo === statement.settlementNo,
      ),
    ).toBe(true);
    expect(unbilledLater.status).toBe('CREDITED');
    expect(failed(await closeSettlement(db, operator, 'C001', '2026-10-15', '2026-11-02'))).toMatchObject({
      status: 409,
      message: { key: 'settlementPeriodClosed', params: { settlementNo: statement.settlementNo } },
    });
    expect(failed(await act(db, seller2, 'settlement', statement.id, 'confirm', {})).status).toBe(404);
  });

  it('are confirmed, or disputed and adjusted with an ADJUSTMENT fee item, then confirmed', async () => {
    const db = await masterDb();
    await month(db);
    const statement = ok(await closeSettlement(db, operator, 'C001', '2026-10-01', '2026-10-31'));
    expect(failed(await act(db, seller, 'settlement', statement.id, 'dispute', {})).fields).toEqual({
      note: { key: 'noteRequired' },
    });
    expect(
      ok(await act(db, seller, 'settlement', statement.id, 'dispute', { note: 'unloading charged twice' }))
        .status,
    ).toBe('DISPUTED');
    expect(failed(await act(db, seller, 'settlement', statement.id, 'adjust', { amount: -2 })).status).toBe(
      403,
    );
    expect(
      failed(await act(db, operator, 'settlement', statement.id, 'adjust', { amount: 0, note: 'nothing' }))
        .fields,
    ).toEqual({
      amount: { key: 'adjustmentAmountInvalid' },
    });
    const before = (await purse(db))?.balance ?? 0;
    const adjusted = ok(
      await act(db, operator, 'settlement', statement.id, 'adjust', {
        amount: -2,
        note: 'refund one unloading',
      }),
    );
    expect([adjusted.status, adjusted.adjustmentTotal]).toEqual(['ADJUSTED', -2]);
    expect((await purse(db))?.balance).toBe(before + 2);
    const fee = await find(db, 'fees', { feeCode: 'ADJUSTMENT' });
    expect(fee).toMatchObject({ amount: -2, billingStatus: 'BILLED', settlementNo: statement.settlementNo });
    expect(ok(await act(db, seller, 'settlement', statement.id, 'confirm', {})).status).toBe('CONFIRMED');
    expect(await checkInvariants(db)).toEqual([]);
  });
});
