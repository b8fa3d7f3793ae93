/** Money is kept in decimal units with 2 dp; sums go through whole cents so they stay exact. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
export const roundMoney = (amount: number): number => fromCents(toCents(amount));
