/** business.md §2: every list pages 10–200 rows at a time. */
export const MIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
export const BUSINESS_PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;
