import { num, readFields, readList, text, type FieldErrors } from './fields';

/** Field rules of business.md §9: the bill's date range, disputes and adjustments of a statement. */

/** The bill and the purse ledger look back at most this many days at once. */
export const FEE_RANGE_MAX_DAYS = 365;

const DAY_MS = 86_400_000;

/** Whether `from`…`to` (`YYYY-MM-DD`, both days included) spans more than the bill allows. */
export function isFeeRangeTooLong(from: string, to: string): boolean {
  const span = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Number.isFinite(span) && span > FEE_RANGE_MAX_DAYS * DAY_MS;
}

export const DISPUTE_FIELDS = {
  note: text({ required: 'noteRequired', max: [255, 'remarkTooLong255'] }),
};

/** A dispute: the note and the fee items of the statement the customer disputes (at least one). */
export function readDispute(input: unknown, errors: FieldErrors) {
  const values = readFields(input, DISPUTE_FIELDS, errors);
  const feeNos = readList(input, 'feeNos', errors, (item) => (typeof item === 'string' ? item : ''), {
    empty: 'disputeItemsRequired',
    max: [500, 'disputeItemsRequired'],
  });
  if (feeNos.some((feeNo) => feeNo === '')) errors.feeNos = 'disputeItemsRequired';
  return { ...values, feeNos: [...new Set(feeNos)] };
}

export const ADJUSTMENT_FIELDS = {
  feeNo: text({ required: 'adjustmentItemUnknown' }),
  amount: num({ invalid: 'adjustmentAmountInvalid', required: true, min: -1_000_000, max: 1_000_000, dp: 2 }),
  note: text({ required: 'adjustmentNoteRequired', max: [255, 'remarkTooLong255'] }),
};

/** An answer to a dispute: per disputed item a signed amount (+ charges, − credits) and a note. */
export function readAdjustment(input: unknown, errors: FieldErrors) {
  const items = readList(
    input,
    'items',
    errors,
    (item, prefix) => readFields(item, ADJUSTMENT_FIELDS, errors, prefix),
    { empty: 'adjustmentItemsRequired', max: [500, 'adjustmentItemsRequired'] },
  );
  items.forEach((item, index) => {
    if (Number.isFinite(item.amount) && Math.round(item.amount * 100) === 0)
      errors[`items.${index}.amount`] = 'adjustmentAmountInvalid';
  });
  return { items };
}

export const WHOLE_ADJUSTMENT_FIELDS = {
  amount: ADJUSTMENT_FIELDS.amount,
  note: ADJUSTMENT_FIELDS.note,
};

/** The answer to a dispute of the statement as a whole (no item named): one signed amount and a note. */
export function readWholeAdjustment(input: unknown, errors: FieldErrors) {
  const values = readFields(input, WHOLE_ADJUSTMENT_FIELDS, errors);
  if (Number.isFinite(values.amount) && Math.round(values.amount * 100) === 0)
    errors.amount = 'adjustmentAmountInvalid';
  return values;
}

/** A settlement period is a calendar month `YYYY-MM`: its first and last day. */
export function monthPeriod(month: string): { periodFrom: string; periodTo: string } | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return null;
  const [year, mm] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, mm, 0)).toISOString().slice(0, 10);
  return { periodFrom: `${month}-01`, periodTo: last };
}
