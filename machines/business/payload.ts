/** Events reach the back-end as JSON, so payload guards check values at run time, not only types. */

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

export const isNonNegative = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

export const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

/** A non-empty array of objects, each passing `check`. */
export const isRecordList = <T extends object>(value: unknown, check: (item: T) => boolean): value is T[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === 'object' && item !== null && check(item));
