import { SEED_RECEIPT_PREFIX } from '../../db/seed/documents/money';
import { filter, type Db } from '../../db/store';
import { receiptPdf } from './files/receipt-pdf';
import type { StoredUpload } from './uploads-store';

/**
 * The receipt files of the seed's bank transfers, stored as a user's upload of the recharge would
 * be (purpose `receipt`, `docId` the recharge, the customer's), so the review and the recharge's
 * page show them through `Recharge/File` like any other.
 */
export async function seededReceipts(db: Db): Promise<StoredUpload[]> {
  const seeded = (await filter(db, 'recharges', { method: 'BANK_TRANSFER' })).filter((r) =>
    r.receiptFile?.startsWith(SEED_RECEIPT_PREFIX),
  );
  return Promise.all(
    seeded.map(async (recharge): Promise<StoredUpload> => {
      const bytes = await receiptPdf(recharge);
      return {
        id: recharge.receiptFile ?? '',
        purpose: 'receipt',
        name: `receipt-${recharge.bankRefNo || recharge.rechargeNo}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: bytes.byteLength,
        bytes: new Uint8Array(bytes),
        customerId: recharge.customerId,
        docId: recharge.id,
        uploadedAt: recharge.createdAt,
        uploadedBy: recharge.actionLog[0]?.by ?? recharge.customerId,
        voided: false,
      };
    }),
  );
}
