import { MAX_PAGE_SIZE, MIN_PAGE_SIZE } from './list-limits';

/** The page size a user picked on one list, kept under `outpost.list.<listId>.pageSize`. */
export const pageSizeKey = (listId: string) => `outpost.list.${listId}.pageSize`;

export const clampPageSize = (size: number): number =>
  Math.min(MAX_PAGE_SIZE, Math.max(MIN_PAGE_SIZE, Math.round(size)));

export function readPageSize(listId: string, fallback: number): number {
  try {
    const stored = Number(localStorage.getItem(pageSizeKey(listId)));
    return Number.isFinite(stored) && stored > 0 ? clampPageSize(stored) : fallback;
  } catch {
    return fallback;
  }
}

export function writePageSize(listId: string, size: number): void {
  try {
    localStorage.setItem(pageSizeKey(listId), String(clampPageSize(size)));
  } catch {
    // unavailable storage: the size still applies to this visit
  }
}
