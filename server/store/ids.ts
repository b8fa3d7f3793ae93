/** Ids of the records kept one per key, so lookups need no scan. */
export const balanceId = (customerId: string, warehouseCode: string, sku: string): string =>
  `${customerId}|${warehouseCode}|${sku}`;

export const purseId = (customerId: string, currency: string): string => `${customerId}|${currency}`;

/**
 * An id that no other call, tab or process makes: the moment in base 36 (an id made later sorts
 * later) and 64 random bits. A sequence kept per process, as uploads and imports had, gave two tabs or
 * two processes the same id in the same millisecond, and one file's part was written over the other.
 */
export function uniqueId(prefix: string, at: number = Date.now()): string {
  const random = globalThis.crypto.getRandomValues(new Uint32Array(2));
  const bits = [...random].map((part) => part.toString(36).padStart(7, '0')).join('');
  return `${prefix}${at.toString(36)}${bits}`.toUpperCase();
}
