import type { Purse } from '../business/types/ledger';
import { num, readFields, text, type FieldErrors } from './fields';

/** Money is decimal with 2 dp; sums go through whole cents so they stay exact. */
const cents = (amount: number): number => Math.round(amount * 100);

/**
 * What a purse can still pay (business.md §9): balance − frozen + credit limit. The one formula of
 * the mock's debits and ARREARS check and of the console's figures.
 */
export const availableOf = (purse: Pick<Purse, 'balance' | 'frozen' | 'creditLimit'>): number =>
  (cents(purse.balance) - cents(purse.frozen) + cents(purse.creditLimit)) / 100;

/** What a credited recharge put in the purse: the arrived amount less the service charge. */
export const creditedAmount = (arrived: number, serviceCharge: number): number =>
  (cents(arrived) - cents(serviceCharge)) / 100;

/** The longest date range of the purse ledger (and its export), as of the bill (business.md §9). */
export const LEDGER_MAX_DAYS = 365;

/** An operator's credit limit (business.md §9): how far below zero the balance may go. */
export const CREDIT_LIMIT_FIELDS = {
  amount: num({ invalid: 'creditLimitInvalid', min: 0, max: 1_000_000, dp: 2 }),
};

export function readCreditLimit(input: unknown, errors: FieldErrors) {
  return readFields(input, CREDIT_LIMIT_FIELDS, errors);
}

export type FundsDirection = 'freeze' | 'unfreeze';

const FUNDS_FIELDS = {
  freeze: {
    amount: num({ invalid: 'freezeAmountInvalid', above: 0, max: 10_000_000, dp: 2 }),
    remark: text({ required: 'fundsReasonRequired', max: [255, 'remarkTooLong255'] }),
  },
  unfreeze: {
    amount: num({ invalid: 'unfreezeAmountInvalid', above: 0, max: 10_000_000, dp: 2 }),
    remark: text({ required: 'fundsReasonRequired', max: [255, 'remarkTooLong255'] }),
  },
};

/**
 * A freeze or unfreeze of funds with its reason: the amount above 0 and within what can move (the
 * unfrozen balance for a freeze, the frozen money for an unfreeze).
 */
export function readFunds(
  input: unknown,
  purse: Pick<Purse, 'balance' | 'frozen'>,
  direction: FundsDirection,
  errors: FieldErrors,
) {
  const values = readFields(input, FUNDS_FIELDS[direction], errors);
  const room = direction === 'freeze' ? cents(purse.balance) - cents(purse.frozen) : cents(purse.frozen);
  if (!errors.amount && cents(values.amount) > room)
    errors.amount = direction === 'freeze' ? 'freezeAmountInvalid' : 'unfreezeAmountInvalid';
  return values;
}
