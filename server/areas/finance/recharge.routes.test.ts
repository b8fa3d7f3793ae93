import { describe, expect, it } from 'vitest';
import type { Recharge, ReleasePreview } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb, liveUploads } from '../../api/db-instance';
import { countOf, filter, find } from '../../store/store';
import { bytesOf, pdfPageSizes, pdfText, seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

describe('Recharge/PreviewRelease', () => {
  it('answers the caller’s own held orders, oldest first', async () => {
    const seller = await signedIn('seller');
    const answer = await seller.get<ReleasePreview>('Recharge/PreviewRelease?currency=USD&amount=12.34');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ customerId: 'C001', currency: 'USD', amount: 12.34 });
    const db = await liveDb();
    const held = (
      await filter(db, 'outbounds', { customerId: 'C001', status: 'EXCEPTION', exceptionReason: 'ARREARS' })
    ).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    expect(answer.data.orders.map((o) => o.id)).toEqual(held.map((o) => o.id));
  });

  it('refuses a wrong amount at its field, and an operator without a customer', async () => {
    const seller = await signedIn('seller');
    const bad = await seller.get('Recharge/PreviewRelease?currency=USD&amount=-3', 'zh-CN');
    expect(bad).toMatchObject({
      status: 422,
      data: { amount: translate('zh-CN', 'declaredAmountInvalid') },
    });
    const admin = await signedIn('admin');
    expect((await admin.get('Recharge/PreviewRelease?currency=USD&amount=5')).status).toBe(422);
    const named = await admin.get<ReleasePreview>(
      'Recharge/PreviewRelease?customerId=C002&currency=USD&amount=5',
    );
    expect([named.status, named.data.customerId]).toEqual([200, 'C002']);
  });

  it('answers 404 to another customer opening a recharge', async () => {
    const db = await liveDb();
    const mine = await find(db, 'recharges', { customerId: 'C001' });
    if (!mine) throw new Error('the seed has no recharge of C001');
    expect((await (await signedIn('seller2')).get<Recharge>(`Recharge/Get?id=${mine.id}`)).status).toBe(404);
    const own = await (await signedIn('seller')).get<Recharge>(`Recharge/Get?id=${mine.id}`);
    expect(own.data.releasedOrders).toEqual(expect.any(Array));
  });
});

describe('the recharge and purse ledger exports', () => {
  it('export the caller’s own rows under the list filters', async () => {
    const seller = await signedIn('seller');
    const recharges = await seller.raw('Recharge/Export?format=csv&method=ONLINE_CARD');
    expect(recharges.status).toBe(200);
    const lines = (await recharges.text()).trim().split('\n');
    expect(lines[0]).toContain('rechargeNo');
    const db = await liveDb();
    const cards = await filter(db, 'recharges', { customerId: 'C001', method: 'ONLINE_CARD' });
    expect(lines).toHaveLength(cards.length + 1);
    const ledger = await seller.raw('Finance/ExportTransactions?format=csv&type=FREEZE');
    const rows = (await ledger.text()).trim().split('\n');
    const freezes = await filter(db, 'purseTransactions', { customerId: 'C001', type: 'FREEZE' });
    expect(rows).toHaveLength(freezes.length + 1);
    const tooLong = await seller.get(
      'Finance/ExportTransactions?format=csv&atFrom=2025-01-01&atTo=2026-06-01',
    );
    expect(tooLong.status).toBe(422);
  });
});

describe('the seeded bank transfers’ receipts', () => {
  it('are real PDFs served by Recharge/File to the recharge’s customer and the operator, not another customer', async () => {
    const db = await liveDb();
    const seeded = await filter(db, 'recharges', { method: 'BANK_TRANSFER' });
    expect(seeded.length).toBeGreaterThan(5);
    expect(new Set(seeded.map((r) => r.receiptFile)).size).toBe(seeded.length);
    const callers = {
      C001: await signedIn('seller'),
      C002: await signedIn('seller2'),
      admin: await signedIn('admin'),
    };
    for (const recharge of seeded) {
      const path = `Recharge/File?id=${encodeURIComponent(recharge.receiptFile ?? '')}`;
      const answer = await callers[recharge.customerId as 'C001' | 'C002'].raw(path);
      expect(answer.status, recharge.rechargeNo).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('application/pdf');
      const bytes = await bytesOf(answer);
      // one A6 page, 148 × 105 mm in points, saying payer, amount, currency, bank reference and date
      expect(pdfPageSizes(bytes), recharge.rechargeNo).toEqual([[419.53, 297.64]]);
      const shown = pdfText(bytes).split('\n');
      for (const fact of [
        recharge.payerName,
        `${recharge.declaredAmount.toFixed(2)} ${recharge.currency}`,
        recharge.bankRefNo,
        recharge.createdAt.slice(0, 10),
      ])
        expect(shown, `${recharge.rechargeNo}: ${fact}`).toContain(fact);
      expect((await callers.admin.raw(path)).status).toBe(200);
      const other = recharge.customerId === 'C001' ? callers.C002 : callers.C001;
      expect((await other.raw(path)).status).toBe(404);
    }
  }, 60_000);

  it('writes the same receipt for the same recharge', async () => {
    const recharge = await find(await liveDb(), 'recharges', { method: 'BANK_TRANSFER' });
    if (!recharge) throw new Error('the seed has no bank transfer');
    const { receiptPdf } = await import('./receipt-pdf');
    expect(await receiptPdf(recharge)).toEqual(await receiptPdf(structuredClone(recharge)));
  });
});

describe('Recharge/Save and its receipt', () => {
  const pdf = () => new File([new TextEncoder().encode('%PDF-1.4 receipt')], 'receipt.pdf');
  const transfer = (receiptFile: string, extra: Record<string, unknown> = {}) => ({
    method: 'BANK_TRANSFER',
    currency: 'USD',
    declaredAmount: 120,
    payerName: 'Receipt check',
    receiptFile,
    ...extra,
  });

  it('names an upload of the caller’s, for a receipt, and ties it to the saved recharge', async () => {
    const seller = await signedIn('seller');
    const upload = await seller.upload<{ id: string }>('Recharge/Upload', {
      file: pdf(),
      purpose: 'receipt',
    });
    const saved = await seller.post<Recharge>('Recharge/Save', transfer(upload.data.id));
    expect(saved.status).toBe(200);
    const tied = (await liveUploads()).find((u) => u.id === upload.data.id);
    expect(tied?.docId).toBe(saved.data.id);
    const file = await seller.raw(`Recharge/File?id=${encodeURIComponent(upload.data.id)}`);
    expect(file.status).toBe(200);
    // saved again with the receipt it holds: not asked again
    const again = await seller.post<Recharge>(
      'Recharge/Save',
      transfer(upload.data.id, { id: saved.data.id }),
    );
    expect(again.status).toBe(200);
    // the same receipt for a second recharge: it is the first one's
    const second = await seller.post<Record<string, string>>('Recharge/Save', transfer(upload.data.id), 'en');
    expect(second).toMatchObject({ status: 422, data: { receiptFile: translate('en', 'receiptUnknown') } });
  });

  it('refuses, at the field and writing nothing, a receipt not on file, another customer’s, or not a receipt', async () => {
    const seller = await signedIn('seller');
    const other = await signedIn('seller2');
    const theirs = await other.upload<{ id: string }>('Recharge/Upload', { file: pdf(), purpose: 'receipt' });
    const photo = await seller.upload<{ id: string }>('Rma/Upload', {
      file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'photo.png'),
      purpose: 'photo',
    });
    expect(photo.status).toBe(200);
    const before = await countOf(await liveDb(), 'recharges');
    for (const receiptFile of ['/mock/uploads/made-up.pdf', theirs.data.id, photo.data.id]) {
      const refused = await seller.post<Record<string, string>>(
        'Recharge/Save',
        transfer(receiptFile),
        'zh-CN',
      );
      expect(refused).toMatchObject({
        status: 422,
        data: { receiptFile: translate('zh-CN', 'receiptUnknown') },
      });
    }
    expect(await countOf(await liveDb(), 'recharges')).toBe(before);
  });
});
