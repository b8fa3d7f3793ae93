/** Ids of the records kept one per key, so lookups need no scan. */
export const balanceId = (customerId: string, warehouseCode: string, sku: string): string =>
  `${customerId}|${warehouseCode}|${sku}`;

export const purseId = (customerId: string, currency: string): string => `${customerId}|${currency}`;
