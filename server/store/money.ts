import type { PurseTransactionType } from './types/ledger';

/** Money is kept in decimal units with 2 dp; sums go through whole cents so they stay exact. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
export const roundMoney = (amount: number): number => fromCents(toCents(amount));

/**
 * What each kind of purse transaction does to its purse: its amount added (1), taken off (−1) or
 * left alone (0), on the balance and on the frozen part. The one statement of that rule: the
 * posting (effects/finance.ts), the settlement's figures and the invariants (in JavaScript and as
 * SQL, `purseEffectSql`) read it. An ADJUST's amount is signed; the others' are magnitudes.
 */
export const PURSE_EFFECT: Readonly<
  Record<PurseTransactionType, { balance: -1 | 0 | 1; frozen: -1 | 0 | 1 }>
> = {
  CREDIT: { balance: 1, frozen: 0 },
  ADJUST: { balance: 1, frozen: 0 },
  DEBIT: { balance: -1, frozen: 0 },
  FREEZE: { balance: 0, frozen: 1 },
  UNFREEZE: { balance: 0, frozen: -1 },
};

/** The change a transaction of `type` and amount `cents` makes to its purse's balance, in cents. */
export const balanceChangeCents = (type: PurseTransactionType, cents: number): number =>
  PURSE_EFFECT[type].balance * cents;

/** The change it makes to the purse's frozen amount, in cents. */
export const frozenChangeCents = (type: PurseTransactionType, cents: number): number =>
  PURSE_EFFECT[type].frozen * cents;
