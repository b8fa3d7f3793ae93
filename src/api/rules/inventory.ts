import { num, oneOf, readFields, text, type FieldErrors } from './fields';

/** Field rules of business.md §7: an operator's adjustment, freeze or unfreeze of one balance. */

export const ADJUSTABLE_BUCKETS = ['available', 'unsellable', 'frozen'] as const;
/** The largest change one operation makes, either way. */
export const MAX_STOCK_CHANGE = 1_000_000;
export const STOCK_REASON_MAX_LENGTH = 255;

const TARGET_FIELDS = {
  customerId: text({ required: 'customerUnknown' }),
  warehouseCode: text({ required: 'warehouseRequired', upper: true }),
  sku: text({ required: 'lineSkuRequired', upper: true }),
  reason: text({ required: 'adjustReasonRequired', max: [STOCK_REASON_MAX_LENGTH, 'adjustReasonRequired'] }),
  requestId: text({ max: [64, 'adjustReasonRequired'] }),
};

export const ADJUST_FIELDS = {
  ...TARGET_FIELDS,
  bucket: oneOf(ADJUSTABLE_BUCKETS, 'bucketInvalid'),
  qtyChange: num({
    invalid: 'qtyChangeInvalid',
    integer: true,
    min: -MAX_STOCK_CHANGE,
    max: MAX_STOCK_CHANGE,
  }),
};

export const FREEZE_FIELDS = {
  ...TARGET_FIELDS,
  qty: num({ invalid: 'qtyInvalid', integer: true, min: 1, max: MAX_STOCK_CHANGE }),
};

/** An adjustment: a whole number of units either way, never zero. */
export function readAdjustment(input: unknown, errors: FieldErrors) {
  const values = readFields(input, ADJUST_FIELDS, errors);
  if (!errors.qtyChange && values.qtyChange === 0) errors.qtyChange = 'qtyChangeInvalid';
  return values;
}

/** A freeze or unfreeze: from 1 unit up. */
export const readFreeze = (input: unknown, errors: FieldErrors) => readFields(input, FREEZE_FIELDS, errors);
