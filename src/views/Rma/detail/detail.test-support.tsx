import { screen } from '@testing-library/react';
import { liveDb } from '../../../../server/api/db-instance';
import { act, save } from '../../../../server/services/index';
import { ok, operator, seller } from '../../../../server/services/testing';
import { everyRecord, filter, findById, update } from '../../../../server/store/store';
import type { OutboundOrder, Rma } from '../../../../server/store/types/documents';
import type { ReturnStrategy } from '../../../../server/store/types/sku';
import { openAs } from '@/test/business-ui';

// Test helpers only: imported by the RMA detail page's tests.

let sequence = 0;

/**
 * An approved SKU of the seller (C001) with no strategy of its own, given one: good units back to
 * stock, defective ones destroyed, photos required or not. The same SKU for the same wish.
 */
const strategySkus = new Map<boolean, { sku: string; strategy: ReturnStrategy }>();
export async function skuWithStrategy(
  photoRequired: boolean,
): Promise<{ sku: string; strategy: ReturnStrategy }> {
  const known = strategySkus.get(photoRequired);
  if (known) return known;
  const db = await liveDb();
  const taken = new Set((await everyRecord(db, 'returnStrategies')).map((s) => s.sku));
  const used = new Set([...strategySkus.values()].map((s) => s.sku));
  const sku = (await filter(db, 'skus', { customerId: 'C001', status: 'APPROVED' }))
    .filter((s) => !taken.has(s.sku) && !used.has(s.sku))
    .map((s) => s.sku)
    .sort()[0];
  if (!sku) throw new Error('the seed has no approved SKU of C001 without a return strategy');
  const strategy = ok(
    await save(db, seller, 'returnStrategy', {
      name: `UT restock, destroy${photoRequired ? ', photos' : ''}`,
      scope: 'SKU',
      sku,
      onGood: 'RESTOCK',
      onDefective: 'DESTROY',
      photoRequired,
    }),
  );
  const found = { sku, strategy: structuredClone(strategy) };
  strategySkus.set(photoRequired, found);
  return found;
}

type Step = 'submit' | 'receive' | 'process';

/**
 * An RMA of the seller's at USEA for `qty` units of `sku`, made through the mock's services on the
 * live database and taken through `steps` (received as `good` good and the rest defective, with a photo).
 */
export async function seedRma(
  sku: string,
  qty: number,
  steps: Step[] = [],
  extra: Record<string, unknown> = {},
  good = qty,
): Promise<Rma> {
  const db = await liveDb();
  sequence += 1;
  const rma = ok(
    await save(db, seller, 'rma', {
      warehouseCode: 'USEA',
      referenceNo: `UT-RMA-${sequence}`,
      trackingNo: `RS-UT-${sequence}`,
      reason: 'Buyer changed their mind',
      lines: [{ sku, expectedQty: qty }],
      ...extra,
    }),
  );
  for (const step of steps) {
    if (step === 'submit') ok(await act(db, seller, 'rma', rma.id, 'submit', {}));
    if (step === 'receive')
      ok(
        await act(db, operator, 'rma', rma.id, 'receive', {
          lines: [{ sku, goodQty: good, defectiveQty: qty - good, unidentifiedQty: 0 }],
          photos: ['Rma/File?id=none'],
        }),
      );
    if (step === 'process') ok(await act(db, operator, 'rma', rma.id, 'process', {}));
  }
  return structuredClone(await stored(rma.id));
}

/** The RMA as the server has it now. */
export async function stored(id: string): Promise<Rma> {
  const rma = await findById(await liveDb(), 'rmas', id);
  if (!rma) throw new Error(`no RMA ${id}`);
  return rma;
}

/** A shipped outbound order of the seller's at USEA (the seed ships many). */
export async function shippedOrder(): Promise<OutboundOrder> {
  const order = (
    await filter(await liveDb(), 'outbounds', {
      customerId: 'C001',
      warehouseCode: 'USEA',
      status: ['SHIPPED', 'DELIVERED'],
    })
  )
    .filter((o) => o.actionLog.some((entry) => entry.action === 'ship'))
    .sort((a, b) => a.outboundNo.localeCompare(b.outboundNo))[0];
  if (!order) throw new Error('the seed has no shipped order of C001 at USEA');
  return structuredClone(order);
}

/** Changes a strategy in the live database under an open page; answers it as stored now. */
export async function changeStrategy(id: string, patch: Partial<ReturnStrategy>): Promise<ReturnStrategy> {
  return await update(await liveDb(), 'returnStrategies', id, patch);
}

/** Opens the RMA's page as `user` and waits for its number as the title. */
export async function openRma(rma: { id: string; rmaNo: string }, user: string, lang?: 'en') {
  const app = await openAs(`#/rma/detail/${rma.id}`, user, lang ?? 'zh-CN');
  await screen.findByRole('heading', { name: rma.rmaNo }, { timeout: 25000 });
  return app;
}

/** A small PNG as a user would pick it. */
export const png = (name = 'parcel.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], name, { type: 'image/png' });
