import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/api/audit-types';
import type { ListResult } from '@/api/business/types/api';
import { setupMockServer } from '../../../mocks/testing';
import { atTime } from '../../api/clock';
import { signedIn, skuInput } from '../../api/testing';
import { keepAuditTrailFor, pruneAuditTrail } from './retention';

// The audit trail is kept for a retention period (issue #41 §4): what is older goes, oldest first, in
// short transactions; the rest stays as it was.
setupMockServer();

const DAY_MS = 24 * 60 * 60 * 1000;
let made = 0;
const freshSku = () => `KEPT-${Date.now().toString(36).toUpperCase()}-${(made += 1)}`;

describe('the audit trail’s retention', () => {
  it('removes the entries older than the period, and those alone', async () => {
    const seller = await signedIn('seller');
    const admin = await signedIn('admin');
    const entriesOf = async (code: string) =>
      (await admin.get<ListResult<AuditEntry>>(`Audit/GetList?document=${code}`)).data.list;
    const old = freshSku();
    const recent = freshSku();
    const saved = async (code: string) =>
      expect((await seller.post('Sku/Save', skuInput({ sku: code }))).status).toBe(200);
    await atTime(Date.now() - 400 * DAY_MS, () => saved(old));
    await atTime(Date.now() - 300 * DAY_MS, () => saved(recent));
    expect(await entriesOf(old)).toHaveLength(1);

    const pruned = await pruneAuditTrail(365);
    expect(pruned.removed).toBe(1);
    expect(Date.parse(pruned.before)).toBeLessThan(Date.now() - 364 * DAY_MS);
    expect(await entriesOf(old)).toEqual([]);
    expect(await entriesOf(recent)).toHaveLength(1);
    // the SKU itself is business data: it stays
    const skus = await seller.get<ListResult<{ sku: string }>>(`Sku/GetList?keyword=${old}`);
    expect(skus.data.list.map((sku) => sku.sku)).toEqual([old]);
    expect((await pruneAuditTrail(365)).removed).toBe(0);
  });

  it('removes more than one transaction’s batch', async () => {
    const seller = await signedIn('seller');
    const start = Date.now() - 500 * DAY_MS;
    const codes = Array.from({ length: 205 }, () => freshSku());
    for (const [index, code] of codes.entries())
      await atTime(start + index * 1000, async () =>
        expect((await seller.post('Sku/Save', skuInput({ sku: code }))).status).toBe(200),
      );
    expect((await pruneAuditTrail(365)).removed).toBe(205);
  });

  it('prunes at once and then daily, unless the period is 0 (kept whole)', async () => {
    const told: unknown[] = [];
    const stopNever = keepAuditTrailFor(0, (result) => told.push(result));
    stopNever();
    const first = new Promise((resolve) => {
      const stop = keepAuditTrailFor(365, (result) => {
        stop();
        resolve(result);
      });
    });
    expect(await first).toMatchObject({ removed: 0 });
    expect(told).toEqual([]);
  });
});
