import { filter, type Db } from '../../db/store';
import type { OutboundOrder } from '../../db/types/documents';
import { waybillPdf } from './files/waybill-pdf';
import { waybillOf } from './files/waybill-pdf';
import type { StoredUpload } from './uploads-store';

/**
 * When the seed's customer uploaded the label of a WAREHOUSE_ONLY order: as the order entered the
 * warehouse's queue (its first step to AWAITING_PICK), which is when the seed marks it uploaded.
 */
const acceptedAt = (order: OutboundOrder): string =>
  order.actionLog.find((row) => row.toStatus === 'AWAITING_PICK')?.at ?? order.createdAt;

/** The customer's user who sent the order in (a re-check after a recharge runs as 'system'). */
const uploaderOf = (order: OutboundOrder): string =>
  order.actionLog.find((row) => row.role === 'customer' && row.by !== 'system')?.by ?? order.customerId;

/**
 * The uploaded labels the seeded orders say they have (`waybillUploaded`): a small PDF label per
 * order, stored as a user's upload is (a data URL in the live uploads), so the waybill page, the
 * detail's waybill tab and the label download find them like any other upload. The tracking number
 * is the one the order shipped with (the customer bought the label with it); before shipping, the
 * order's number stands in the barcode.
 */
export async function seededWaybills(db: Db): Promise<StoredUpload[]> {
  const labelled = (await filter(db, 'outbounds', { businessMode: 'WAREHOUSE_ONLY' })).filter(
    (o) => o.waybillUploaded,
  );
  const uploads: StoredUpload[] = [];
  for (const order of labelled) {
    const waybill = await waybillOf(db, order);
    const bytes = new Uint8Array(
      await waybillPdf({ ...waybill, trackingNo: order.trackingNo || order.outboundNo }, '4x6'),
    );
    uploads.push({
      id: `UPSEED${order.id}`,
      purpose: 'waybill',
      name: `${order.referenceNo || order.outboundNo}-label.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: bytes.byteLength,
      bytes: new Uint8Array(bytes),
      customerId: order.customerId,
      docId: order.id,
      uploadedAt: acceptedAt(order),
      uploadedBy: uploaderOf(order),
      voided: false,
    });
  }
  return uploads;
}
