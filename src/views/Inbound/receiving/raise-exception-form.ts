import type { OperatorExceptionType } from '@machines/business/inbound-exception.machine';
import type { RaiseExceptionInput } from '@/api/business/inbound';
import type { InboundBox } from '@/api/business/types/documents';
import type { FieldErrors } from '@/api/rules/fields';
import {
  MAX_EXCEPTION_PHOTOS,
  raisedExceptionProblems,
  readRaisedException,
} from '@/api/rules/inbound-exception';

/** What the raise dialog holds; photos are files until the upload turns them into references. */
export interface RaiseValues {
  type: OperatorExceptionType;
  boxNo: string;
  sku: string;
  qty: number | string;
  note: string;
  photos: File[];
}

export const startValues = (boxes: InboundBox[]): RaiseValues => ({
  type: 'WRONG_SKU',
  boxNo: String(boxes[0]?.boxNo ?? 1),
  sku: boxes[0]?.lines[0]?.sku ?? '',
  qty: 1,
  note: '',
  photos: [],
});

export const toInput = (values: RaiseValues, photos: string[]): RaiseExceptionInput => ({
  type: values.type,
  boxNo: Number(values.boxNo),
  sku: values.sku.trim().toUpperCase() || undefined,
  qty: Number(values.qty),
  photos,
  note: values.note.trim() || undefined,
});

/**
 * The field problems the back-end would answer, found with its own readers (src/api/rules, shared by
 * design); whether an unregistered SKU is truly unknown is the server's to say. Rule keys per field.
 */
export function raiseProblems(values: RaiseValues, boxes: InboundBox[]): FieldErrors {
  const errors: FieldErrors = {};
  const input = toInput(values, []);
  const read = readRaisedException(input, errors);
  raisedExceptionProblems(read, { boxes, isRegistered: () => false }, errors);
  if (values.qty === '') errors.qty = 'exceptionQtyInvalid';
  if (values.photos.length > MAX_EXCEPTION_PHOTOS) errors.photos = 'exceptionPhotosTooMany';
  return errors;
}

/** The SKU field: a line of the chosen box, or (UNREGISTERED_SKU) the code found, typed in. */
export const skuIsTyped = (type: OperatorExceptionType) => type === 'UNREGISTERED_SKU';
export const skuRequired = (type: OperatorExceptionType) =>
  type === 'WRONG_SKU' || type === 'UNREGISTERED_SKU';
