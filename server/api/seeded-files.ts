import { SEED_RECEIPT_PREFIX } from '../areas/finance/seed';
import { find, findById, type Db } from '../store/store';
import type { OutboundOrder, Recharge } from '../store/types/documents';
import type { StoredUpload, UploadInfo } from '../store/types/upload';
import { lastUpload, uploadsMeeting } from '../store/uploads';
import { receiptPdf } from '../areas/finance/receipt-pdf';
import { waybillOf, waybillPdf } from '../areas/outbound/waybill-pdf';

/**
 * The files the seed's documents say were uploaded: the receipts of its bank transfers (a recharge
 * names one, `receiptFile` starting SEED_RECEIPT_PREFIX) and the labels of its WAREHOUSE_ONLY orders
 * (`waybillUploaded`). They are not stored: each is rendered from its document when asked for, as a
 * user's upload would be served (the same ids, names, owners and dates), so seeding stores no file,
 * and no read writes one. A seeded label a customer voids is stored then, voided, as any voided label
 * stays on record (`outbound-waybill.ts`).
 */

/** The id of an order's seeded label. */
const SEED_LABEL_PREFIX = 'UPSEED';
export const seededLabelId = (orderId: string): string => `${SEED_LABEL_PREFIX}${orderId}`;

/** A seeded receipt, rendered from its recharge. */
async function seededReceipt(recharge: Recharge): Promise<StoredUpload> {
  const bytes = new Uint8Array(await receiptPdf(recharge));
  return {
    id: recharge.receiptFile ?? '',
    purpose: 'receipt',
    name: `receipt-${recharge.bankRefNo || recharge.rechargeNo}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: bytes.byteLength,
    bytes,
    customerId: recharge.customerId,
    docId: recharge.id,
    uploadedAt: recharge.createdAt,
    uploadedBy: recharge.actionLog[0]?.by ?? recharge.customerId,
    voided: false,
  };
}

/**
 * When the seed's customer uploaded the label of a WAREHOUSE_ONLY order: as the order entered the
 * warehouse's queue (its first step to AWAITING_PICK), which is when the seed marks it uploaded.
 */
const acceptedAt = (order: OutboundOrder): string =>
  order.actionLog.find((row) => row.toStatus === 'AWAITING_PICK')?.at ?? order.createdAt;

/** The customer's user who sent the order in (a re-check after a recharge runs as 'system'). */
const uploaderOf = (order: OutboundOrder): string =>
  order.actionLog.find((row) => row.role === 'customer' && row.by !== 'system')?.by ?? order.customerId;

/** An order's seeded label, all but its bytes. */
const seededLabelInfo = (order: OutboundOrder): UploadInfo => ({
  id: seededLabelId(order.id),
  purpose: 'waybill',
  name: `${order.referenceNo || order.outboundNo}-label.pdf`,
  mimeType: 'application/pdf',
  sizeBytes: 0,
  customerId: order.customerId,
  docId: order.id,
  uploadedAt: acceptedAt(order),
  uploadedBy: uploaderOf(order),
  voided: false,
});

/**
 * An order's seeded label: a small PDF whose barcode is the tracking number the order shipped with
 * (the customer bought the label with it); before shipping, the order's number stands in.
 */
export async function seededLabel(db: Db, order: OutboundOrder): Promise<StoredUpload> {
  const waybill = await waybillOf(db, order);
  const bytes = new Uint8Array(
    await waybillPdf({ ...waybill, trackingNo: order.trackingNo || order.outboundNo }, '4x6'),
  );
  return { ...seededLabelInfo(order), sizeBytes: bytes.byteLength, bytes };
}

/** Whether the order's label is the seed's when no stored one is current: it says one is uploaded. */
const holdsSeededLabel = (order: OutboundOrder): boolean =>
  order.businessMode === 'WAREHOUSE_ONLY' && order.waybillUploaded;

/** The stored labels in use (not voided) of these orders, by order. */
export async function currentStoredLabels(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, UploadInfo>> {
  const current = new Map<string, UploadInfo>();
  for (let at = 0; at < orderIds.length; at += 500)
    for (const upload of await uploadsMeeting(db, {
      purpose: 'waybill',
      voided: false,
      docId: orderIds.slice(at, at + 500),
    }))
      if (upload.docId) current.set(upload.docId, upload);
  return current;
}

/**
 * The label in use of each order (WAREHOUSE_ONLY), all but its bytes: the last stored one not
 * voided, or the seed's.
 */
export async function currentLabels(
  db: Db,
  orders: readonly OutboundOrder[],
): Promise<Map<string, UploadInfo>> {
  const own = orders.filter((order) => order.businessMode === 'WAREHOUSE_ONLY');
  const stored = await currentStoredLabels(
    db,
    own.map((order) => order.id),
  );
  const current = new Map<string, UploadInfo>();
  for (const order of own) {
    const label = stored.get(order.id);
    if (label) current.set(order.id, label);
    else if (holdsSeededLabel(order)) current.set(order.id, seededLabelInfo(order));
  }
  return current;
}

/** An order's label in use, with its bytes: the last stored one not voided, or the seed's. */
export async function currentLabel(db: Db, order: OutboundOrder): Promise<StoredUpload | undefined> {
  if (order.businessMode !== 'WAREHOUSE_ONLY') return undefined;
  const stored = await lastUpload(db, { purpose: 'waybill', docId: order.id, voided: false });
  if (stored) return stored;
  return holdsSeededLabel(order) ? await seededLabel(db, order) : undefined;
}

/** A file of the seed by its id: a receipt a recharge names, or the label an order still holds. */
export async function seededFileById(db: Db, id: string): Promise<StoredUpload | undefined> {
  if (id.startsWith(SEED_RECEIPT_PREFIX)) {
    const recharge = await find(db, 'recharges', { receiptFile: id });
    return recharge && (await seededReceipt(recharge));
  }
  if (!id.startsWith(SEED_LABEL_PREFIX)) return undefined;
  const order = await findById(db, 'outbounds', id.slice(SEED_LABEL_PREFIX.length));
  if (!order) return undefined;
  const stored = await uploadsMeeting(db, { purpose: 'waybill', docId: order.id, voided: false });
  return holdsSeededLabel(order) && stored.length === 0 ? await seededLabel(db, order) : undefined;
}
