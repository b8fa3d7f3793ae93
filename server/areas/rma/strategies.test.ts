import { describe, expect, it } from 'vitest';
import type { Rma } from '../../store/types/documents';
import type { AppliedStrategies, ReturnStrategy } from '../../store/types/sku';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { everyRecord, filter, find } from '../../store/store';
import { signedIn, seedBeforeAll } from '../../api/testing';

setupMockServer();
seedBeforeAll();

/** Two approved SKUs of the seller's that no SKU strategy names. */
async function plainSkus(): Promise<[string, string]> {
  const db = await liveDb();
  const named = new Set((await everyRecord(db, 'returnStrategies')).map((s) => s.sku));
  const [a, b] = (await filter(db, 'skus', { customerId: 'C001', status: 'APPROVED' }))
    .filter((s) => !named.has(s.sku))
    .map((s) => s.sku)
    .sort();
  if (!a || !b) throw new Error('the seed has too few approved SKUs of C001 without a strategy');
  return [a, b];
}

describe('Rma/GetStrategiesApplied', () => {
  it('names per line the strategy that applies and why: the SKU’s own, the default, the RMA’s choice', async () => {
    const seller = await signedIn('seller');
    const [a, b] = await plainSkus();
    const own = await seller.post<ReturnStrategy>('Rma/SaveStrategy', {
      name: 'Only for a',
      scope: 'SKU',
      sku: a,
      onGood: 'HOLD',
      onDefective: 'DESTROY',
      photoRequired: true,
    });
    expect(own.status).toBe(200);
    const saved = await seller.post<Rma>('Rma/Save', {
      warehouseCode: 'USEA',
      reason: 'Wrong size',
      lines: [
        { sku: a, expectedQty: 1 },
        { sku: b, expectedQty: 2 },
      ],
    });
    expect(saved.status).toBe(200);
    const applied = await seller.get<AppliedStrategies>(`Rma/GetStrategiesApplied?id=${saved.data.id}`);
    expect(applied.status).toBe(200);
    const fallback = await find(await liveDb(), 'returnStrategies', {
      customerId: 'C001',
      scope: 'CUSTOMER_DEFAULT',
    });
    expect(applied.data.lines).toEqual([
      {
        sku: a,
        source: 'SKU',
        strategy: { id: own.data.id, name: 'Only for a' },
        onGood: 'HOLD',
        onDefective: 'DESTROY',
        photoRequired: true,
      },
      {
        sku: b,
        source: 'CUSTOMER_DEFAULT',
        strategy: { id: fallback?.id, name: fallback?.name },
        onGood: fallback?.onGood,
        onDefective: fallback?.onDefective,
        photoRequired: fallback?.photoRequired,
      },
    ]);

    // the RMA's own choice wins for every line
    const chosen = await seller.post<Rma>('Rma/Save', { ...saved.data, strategyId: own.data.id });
    expect(chosen.status).toBe(200);
    const now = await seller.get<AppliedStrategies>(`Rma/GetStrategiesApplied?id=${saved.data.id}`);
    expect(now.data.lines.map((line) => [line.sku, line.source, line.onGood])).toEqual([
      [a, 'RMA', 'HOLD'],
      [b, 'RMA', 'HOLD'],
    ]);

    // the operator reads it; another customer does not learn it exists
    const admin = await signedIn('admin');
    expect((await admin.get(`Rma/GetStrategiesApplied?id=${saved.data.id}`)).status).toBe(200);
    const seller2 = await signedIn('seller2');
    expect(await seller2.get(`Rma/GetStrategiesApplied?id=${saved.data.id}`)).toMatchObject({
      status: 404,
      code: 404,
    });
    expect((await seller.get('Rma/GetStrategiesApplied?id=NOPE')).status).toBe(404);
  }, 120_000);
});
