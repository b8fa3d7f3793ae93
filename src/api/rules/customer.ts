import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './profile';
import {
  CONTACT_PHONE_PATTERN,
  COUNTRY_PATTERN,
  CURRENCY_PATTERN,
  readFields,
  strings,
  text,
  type FieldErrors,
} from './fields';
import { CREDIT_LIMIT_FIELDS } from './purse';
import { WAREHOUSE_CODE_PATTERN } from './warehouse';

/**
 * A customer as an operator takes it on (issue #41 §3): who it is, the currency of its purse and how
 * far below zero that purse may go, and the official warehouses it may use. The code is printed in
 * every system barcode (`{code}-{sku}`), so it is short and never changes; nor does the currency,
 * which its purse and fees are kept in.
 */
export const CUSTOMER_CODE_PATTERN = /^[A-Z0-9]{2,8}$/;

export const CUSTOMER_FIELDS = {
  code: text({
    required: 'customerCodeInvalid',
    upper: true,
    pattern: [CUSTOMER_CODE_PATTERN, 'customerCodeInvalid'],
  }),
  name: text({ required: 'customerNameRequired', max: [100, 'customerNameTooLong'] }),
  contact: text({ max: [100, 'contactTooLong'] }),
  email: text({
    required: 'customerEmailInvalid',
    max: [EMAIL_MAX_LENGTH, 'customerEmailInvalid'],
    pattern: [EMAIL_PATTERN, 'customerEmailInvalid'],
  }),
  phone: text({ pattern: [CONTACT_PHONE_PATTERN, 'phoneFormatInvalid'] }),
  countryCode: text({
    required: 'countryCodeInvalid',
    upper: true,
    pattern: [COUNTRY_PATTERN, 'countryCodeInvalid'],
  }),
  currency: text({
    required: 'currencyInvalid',
    upper: true,
    pattern: [CURRENCY_PATTERN, 'currencyInvalid'],
  }),
  creditLimit: CREDIT_LIMIT_FIELDS.amount,
  warehouseCodes: strings({
    item: [WAREHOUSE_CODE_PATTERN, 'customerWarehousesRequired'],
    max: [50, 'customerWarehousesRequired'],
  }),
};

/** The fields of a customer as Save takes them; at least one warehouse. */
export function readCustomer(input: unknown, errors: FieldErrors) {
  const values = readFields(input, CUSTOMER_FIELDS, errors);
  const codes = [...new Set(values.warehouseCodes.map((code) => code.toUpperCase()))];
  if (codes.length === 0) errors.warehouseCodes ??= 'customerWarehousesRequired';
  return { ...values, warehouseCodes: codes };
}
