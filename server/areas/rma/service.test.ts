import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { balanceId } from '../../store/ids';
import { checkInvariants } from '../../store/invariants';
import { filter, findById, type Db } from '../../store/store';
import { act, save } from '../../services/index';
import {
  approvedSkus,
  failed,
  masterDb,
  ok,
  operator,
  seller,
  seller2,
  TEST_NOW,
} from '../../services/testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

const bucketsOf = async (db: Db, sku: string) => {
  const b = await findById(db, 'balances', balanceId('C001', 'USEA', sku));
  return { available: b?.available ?? 0, unsellable: b?.unsellable ?? 0, frozen: b?.frozen ?? 0 };
};

async function received(db: Db, lines: [string, number, number][], extra: Record<string, unknown> = {}) {
  const rma = ok(
    await save(db, seller, 'rma', {
      warehouseCode: 'USEA',
      reason: 'Buyer changed their mind',
      lines: lines.map(([sku, good, defective]) => ({ sku, expectedQty: good + defective })),
      ...extra,
    }),
  );
  ok(await act(db, seller, 'rma', rma.id, 'submit', {}));
  return ok(
    await act(db, operator, 'rma', rma.id, 'receive', {
      lines: lines.map(([sku, goodQty, defectiveQty]) => ({
        sku,
        goodQty,
        defectiveQty,
        unidentifiedQty: 0,
      })),
      photos: ['/mock/images/returns/1.jpg'],
    }),
  );
}

describe('RMA processing', () => {
  it('applies the strategy by precedence: the RMA’s own, then the SKU’s, then the customer default', async () => {
    const db = await masterDb();
    const [a, b] = await approvedSkus(db);
    const own = ok(
      await save(db, seller, 'returnStrategy', {
        name: 'Keep aside',
        scope: 'CUSTOMER_DEFAULT',
        onGood: 'HOLD',
        onDefective: 'DESTROY',
      }),
    );
    ok(
      await save(db, seller, 'returnStrategy', {
        name: 'Restock b',
        scope: 'SKU',
        sku: b,
        onGood: 'RESTOCK',
        onDefective: 'RESTOCK_AS_DEFECTIVE',
      }),
    );
    // a: customer default (HOLD / DESTROY); b: its SKU strategy (RESTOCK / RESTOCK_AS_DEFECTIVE).
    const first = await received(db, [
      [a, 2, 1],
      [b, 3, 1],
    ]);
    const done = ok(await act(db, operator, 'rma', first.id, 'process', {}));
    expect(done.status).toBe('COMPLETED');
    expect(await bucketsOf(db, a)).toEqual({ available: 0, unsellable: 0, frozen: 2 });
    expect(await bucketsOf(db, b)).toEqual({ available: 3, unsellable: 1, frozen: 0 });
    expect(
      (await filter(db, 'fees', { docNo: first.rmaNo })).map((f) => [f.feeCode, f.quantity, f.amount]),
    ).toEqual([
      ['RETURN_HANDLING', 7, 10.5],
      ['DESTRUCTION', 1, 0.8],
    ]);

    // The RMA's own choice wins over the SKU's strategy.
    const second = await received(db, [[b, 1, 1]], { strategyId: own.id });
    ok(await act(db, operator, 'rma', second.id, 'process', {}));
    expect(await bucketsOf(db, b)).toEqual({ available: 3, unsellable: 1, frozen: 1 });

    // No strategy at all (the other customer has none): good back to stock, defective unsellable.
    const [x] = await approvedSkus(db, 'C002');
    const rma = ok(
      await save(db, seller2, 'rma', {
        warehouseCode: 'UKLO',
        reason: 'Wrong size',
        lines: [{ sku: x, expectedQty: 2 }],
      }),
    );
    ok(await act(db, seller2, 'rma', rma.id, 'submit', {}));
    ok(
      await act(db, operator, 'rma', rma.id, 'receive', {
        lines: [{ sku: x, goodQty: 1, defectiveQty: 1, unidentifiedQty: 0 }],
      }),
    );
    ok(await act(db, operator, 'rma', rma.id, 'process', {}));
    const balance = await findById(db, 'balances', balanceId('C002', 'UKLO', x));
    expect([balance?.available, balance?.unsellable]).toEqual([1, 1]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('asks for photos when a strategy requires them, and refuses counts of SKUs not on the RMA', async () => {
    const db = await masterDb();
    const [a, b] = await approvedSkus(db);
    ok(
      await save(db, seller, 'returnStrategy', {
        name: 'Inspect',
        scope: 'SKU',
        sku: a,
        onGood: 'HOLD',
        onDefective: 'HOLD',
        photoRequired: true,
      }),
    );
    const rma = ok(
      await save(db, seller, 'rma', {
        warehouseCode: 'USEA',
        reason: 'Damaged',
        lines: [{ sku: a, expectedQty: 1 }],
      }),
    );
    ok(await act(db, seller, 'rma', rma.id, 'submit', {}));
    const lines = [{ sku: a, goodQty: 1, defectiveQty: 0, unidentifiedQty: 0 }];
    expect(failed(await act(db, operator, 'rma', rma.id, 'receive', { lines })).fields).toEqual({
      photos: { key: 'photosRequired' },
    });
    expect(
      failed(
        await act(db, operator, 'rma', rma.id, 'receive', {
          lines: [{ ...lines[0], sku: b }],
          photos: ['p.jpg'],
        }),
      ).fields,
    ).toEqual({ 'lines.0.sku': { key: 'gradeLineUnknown' } });
    expect(
      failed(
        await act(db, operator, 'rma', rma.id, 'receive', {
          lines: [{ ...lines[0], goodQty: 0 }],
          photos: ['p.jpg'],
        }),
      ).fields,
    ).toEqual({
      lines: { key: 'gradeCountsInvalid' },
    });
    expect(
      ok(await act(db, operator, 'rma', rma.id, 'receive', { lines, photos: ['p.jpg'] })).photos,
    ).toEqual(['p.jpg']);
    expect(failed(await act(db, seller, 'rma', rma.id, 'process', {})).status).toBe(403);
    expect(failed(await act(db, seller2, 'rma', rma.id, 'cancel', {})).status).toBe(404);
    expect(failed(await act(db, seller, 'rma', rma.id, 'cancel', {}))).toMatchObject({
      status: 409,
      message: { params: { state: 'RECEIVED' } },
    });
  });

  it('checks the warehouse takes returns and the original order is a shipped one of the customer', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const outcome = failed(
      await save(db, seller, 'rma', {
        warehouseCode: 'NWT-DALLAS',
        originalOutboundNo: 'OB20260101-0001',
        reason: '',
        lines: [{ sku: a, expectedQty: 1 }],
      }),
    );
    expect(outcome.fields).toEqual({
      warehouseCode: { key: 'warehouseNoReturns' },
      originalOutboundNo: { key: 'originalOutboundInvalid' },
      reason: { key: 'rmaReasonRequired' },
    });
  });
});
