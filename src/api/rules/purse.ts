import type { Purse } from '../business/types/ledger';
import { isRecord, num, numberOf, readFields, text, type FieldErrors } from './fields';

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

/** The largest low-balance alert a merchant may set: anything above is a typing slip. */
export const LOW_BALANCE_ALERT_MAX = 10_000_000;

const LOW_BALANCE_ALERT_FIELDS = {
  amount: num({
    invalid: 'lowBalanceAlertInvalid',
    required: false,
    min: 0,
    max: LOW_BALANCE_ALERT_MAX,
    dp: 2,
  }),
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The merchant's low-balance alert of one purse (issue #16): empty or null clears it; otherwise an
 * amount from 0 to 10,000,000 with at most 2 decimals (more is refused, not rounded: a typing slip).
 */
export function readLowBalanceAlert(input: unknown, errors: FieldErrors): { amount: number | null } {
  const raw = isRecord(input) ? input.amount : undefined;
  if (isBlank(typeof raw === 'string' ? raw.trim() : raw)) return { amount: null };
  const { amount } = readFields(input, LOW_BALANCE_ALERT_FIELDS, errors);
  const hundredths = numberOf(raw) * 100;
  if (!errors.amount && Math.abs(hundredths - Math.round(hundredths)) > 1e-6)
    errors.amount = 'lowBalanceAlertInvalid';
  return { amount: errors.amount ? null : amount };
}

/** Whether what the purse can still pay is below the merchant's alert (none set: never). */
export const isBelowAlert = (purse: Pick<Purse, 'balance' | 'frozen' | 'creditLimit' | 'lowBalanceAlert'>) =>
  purse.lowBalanceAlert !== null && cents(availableOf(purse)) < cents(purse.lowBalanceAlert);

/** The recharge that brings what the purse can pay back up to its alert; 0 when it is not below. */
export const amountToAlert = (
  purse: Pick<Purse, 'balance' | 'frozen' | 'creditLimit' | 'lowBalanceAlert'>,
): number =>
  isBelowAlert(purse) ? (cents(purse.lowBalanceAlert ?? 0) - cents(availableOf(purse))) / 100 : 0;
