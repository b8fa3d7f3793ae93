import { RECHARGE_METHODS } from '@machines/business/recharge.machine';
import { CURRENCY_PATTERN, num, oneOf, readFields, text, type FieldErrors } from './fields';

/** Field rules of business.md §9: recharges. */

export const RECHARGE_FIELDS = {
  method: oneOf(RECHARGE_METHODS, 'rechargeMethodInvalid'),
  currency: text({ upper: true, pattern: [CURRENCY_PATTERN, 'currencyInvalid'] }),
  declaredAmount: num({ invalid: 'declaredAmountInvalid', above: 0, max: 10_000_000, dp: 2 }),
  payerName: text({ required: 'payerNameRequired', max: [100, 'payerNameTooLong'] }),
  payerAccount: text({ max: [100, 'payerAccountTooLong'] }),
  bankRefNo: text({ max: [50, 'bankRefNoTooLong'] }),
  receiptFile: text({ max: [300, 'receiptFileInvalid'] }),
  remark: text({ max: [255, 'remarkTooLong255'] }),
  referenceNo: text({ max: [50, 'referenceNoTooLong'] }),
};

export function readRecharge(input: unknown, errors: FieldErrors) {
  const values = readFields(input, RECHARGE_FIELDS, errors);
  return { ...values, currency: values.currency || 'USD', receiptFile: values.receiptFile || null };
}
