/** The value at percentile `p` (0–100) of `sorted` (ascending), nearest rank; NaN when empty. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
