import type { Purse } from '../business/types/ledger';

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
