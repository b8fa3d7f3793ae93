/**
 * What a file is uploaded for: business.md §4 (certificates), §6 (labels), §9 (receipts), exceptions'
 * photos; and people's pictures (seed §4, `Authorization/UploadAvatar`).
 */
export const UPLOAD_PURPOSES = ['certificate', 'receipt', 'waybill', 'fbaLabel', 'photo', 'avatar'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** A file a user uploaded, served back by id (`<Module>/File?id=`). */
export interface StoredUpload {
  id: string;
  purpose: UploadPurpose;
  name: string;
  mimeType: string;
  sizeBytes: number;
  /** the file as uploaded (its type sniffed from these bytes, `sniffMimeType`) */
  bytes: Uint8Array<ArrayBuffer>;
  /** The uploader's customer; null for an operator's file. */
  customerId: string | null;
  /** The document the file belongs to (a certificate, a recharge, an outbound order…), when known. */
  docId: string | null;
  uploadedAt: string;
  uploadedBy: string;
  /** A voided waybill label stays on record but is no longer the order's label. */
  voided: boolean;
}

/** What a list of files needs of each: all but the bytes. */
export type UploadInfo = Omit<StoredUpload, 'bytes'>;
