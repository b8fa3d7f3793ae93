import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/api/rules/profile';
import type { UploadPurpose } from '../store/types/upload';

export interface UploadRule {
  mimeTypes: readonly string[];
  /** What the message names. */
  label: string;
  maxMb: number;
}

const DOCUMENT = {
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  label: 'PDF, JPG, PNG',
  maxMb: 10,
};

/** business.md §4 (certificates), §6 (waybill and FBA labels), §9 (receipts); photos of exceptions. */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  certificate: DOCUMENT,
  receipt: DOCUMENT,
  waybill: DOCUMENT,
  fbaLabel: { mimeTypes: ['application/pdf'], label: 'PDF', maxMb: 10 },
  photo: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp'], label: 'JPG, PNG, WebP', maxMb: 10 },
  // people's pictures: the personal centre's rule (src/api/rules/profile.ts), which their call checks
  avatar: { mimeTypes: AVATAR_TYPES, label: 'PNG, JPG, WebP', maxMb: AVATAR_MAX_BYTES / (1024 * 1024) },
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The type the file's first bytes show, whatever its name says; null when none we accept. */
export function sniffMimeType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}
