import { OPERATOR_EXCEPTION_TYPES } from '@machines/business/inbound-exception.machine';
import { num, oneOf, readFields, strings, text, type FieldErrors } from './fields';

/**
 * Field rules of an exception the warehouse raises by hand (business.md §5), shared by the console's
 * dialog and the mock back-end. What needs the order (its boxes and lines) or the customer's SKUs is
 * checked against them by `raisedExceptionProblems`.
 */

export const MAX_EXCEPTION_PHOTOS = 10;

export const RAISED_EXCEPTION_FIELDS = {
  type: oneOf(OPERATOR_EXCEPTION_TYPES, 'exceptionTypeInvalid'),
  boxNo: num({ invalid: 'exceptionBoxInvalid', min: 1, integer: true }),
  sku: text({ upper: true, max: [50, 'exceptionSkuTooLong'] }),
  qty: num({ invalid: 'exceptionQtyInvalid', min: 1, max: 100_000, integer: true }),
  photos: strings({ max: [MAX_EXCEPTION_PHOTOS, 'exceptionPhotosTooMany'] }),
  note: text({ max: [255, 'remarkTooLong255'] }),
};

export type RaisedExceptionValues = ReturnType<typeof readRaisedException>;

/** Types whose SKU names what was found: the box's line that turned out wrong, or an unknown code. */
const SKU_REQUIRED: ReadonlySet<string> = new Set(['WRONG_SKU', 'UNREGISTERED_SKU']);

export function readRaisedException(input: unknown, errors: FieldErrors) {
  const values = readFields(input, RAISED_EXCEPTION_FIELDS, errors);
  // What the type asks for is judged once the type itself is valid.
  if (errors.type) return values;
  if (values.sku === '' && SKU_REQUIRED.has(values.type) && !errors.sku) errors.sku = 'exceptionSkuRequired';
  if (values.type === 'OTHER' && values.note === '' && !errors.note) errors.note = 'exceptionNoteRequired';
  return values;
}

/** What the order and the customer's catalogue say about the values read. */
export interface ExceptionTarget {
  /** The order's boxes: number and line SKUs. */
  boxes: readonly { boxNo: number; lines: readonly { sku: string }[] }[];
  /** Whether the customer has this SKU (or carton SKU) registered. */
  isRegistered: (sku: string) => boolean;
}

export function raisedExceptionProblems(
  values: RaisedExceptionValues,
  target: ExceptionTarget,
  errors: FieldErrors,
): FieldErrors {
  const box = target.boxes.find((b) => b.boxNo === values.boxNo);
  if (!box) {
    errors.boxNo ??= 'exceptionBoxInvalid';
    return errors;
  }
  if (values.sku === '' || errors.sku || errors.type) return errors;
  if (values.type === 'UNREGISTERED_SKU') {
    if (target.isRegistered(values.sku)) errors.sku = 'exceptionSkuRegistered';
  } else if (!box.lines.some((line) => line.sku === values.sku)) {
    errors.sku = 'exceptionSkuNotInBox';
  }
  return errors;
}
