/** Certificate days as the server compares them (business.md §4): UTC calendar days. */

/** Today as `YYYY-MM-DD` in UTC, the way the server compares certificate days. */
export const todayIso = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A certificate past its expiry day counts as expired, whatever its stored status says. */
export const isExpired = (expiresAt: string | null, now = new Date()): boolean =>
  expiresAt !== null && expiresAt.slice(0, 10) < todayIso(now);
