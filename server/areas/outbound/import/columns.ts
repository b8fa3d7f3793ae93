/** The columns of the outbound import (business.md §6), in template order; `*` marks required ones. */
export const IMPORT_COLUMNS = [
  'referenceNo',
  'warehouseCode',
  'carrierCode',
  'platform',
  'storeName',
  'consigneeName',
  'company',
  'phone',
  'email',
  'countryCode',
  'state',
  'city',
  'address1',
  'address2',
  'postcode',
  'sku',
  'platformSku',
  'qty',
  'declaredValue',
  'signature',
  'insuranceValue',
  'remark',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'referenceNo',
  'warehouseCode',
  'carrierCode',
  'consigneeName',
  'phone',
  'countryCode',
  'state',
  'city',
  'address1',
  'postcode',
  'qty',
];

/** Longest values (business.md §2 and §6). */
export const MAX_LENGTHS: Partial<Record<ImportColumn, number>> = {
  referenceNo: 50,
  consigneeName: 48,
  phone: 20,
  address1: 50,
  postcode: 20,
  remark: 500,
};

/** Columns that belong to the order, not the line: every row of one referenceNo must agree on them. */
export const ORDER_COLUMNS: readonly ImportColumn[] = [
  'warehouseCode',
  'carrierCode',
  'platform',
  'storeName',
  'consigneeName',
  'company',
  'phone',
  'email',
  'countryCode',
  'state',
  'city',
  'address1',
  'address2',
  'postcode',
  'signature',
  'insuranceValue',
  'remark',
];

export type ImportRow = Record<ImportColumn, string>;

export const MAX_IMPORT_ROWS = 10_000;

/** An import file's size: 10,000 rows fit in about 2 MB as csv, less as a workbook. */
export const MAX_IMPORT_MB = 5;

/**
 * A workbook's parts unpacked, by the sizes its zip declares: a few megabytes may unpack to gigabytes
 * (a zip bomb), and 10,000 rows of sheet XML stay under about 30 MB.
 */
export const MAX_UNPACKED_MB = 100;

/** A header cell as a column: trimmed, case-insensitive, a trailing `*` (required mark) ignored. */
export function columnOf(header: string): ImportColumn | undefined {
  const name = header.trim().replace(/\*$/, '').trim().toLowerCase();
  return IMPORT_COLUMNS.find((column) => column.toLowerCase() === name);
}

export const templateHeaders = (): string[] =>
  IMPORT_COLUMNS.map((column) => (REQUIRED_COLUMNS.includes(column) ? `${column}*` : column));

export const TEMPLATE_EXAMPLE: ImportRow = {
  referenceNo: '112-3456789-0000001',
  warehouseCode: 'USEA',
  carrierCode: '',
  platform: 'AMAZON',
  storeName: 'Main store',
  consigneeName: 'Jane Doe',
  company: '',
  phone: '+1 555 0123',
  email: 'jane@example.com',
  countryCode: 'US',
  state: 'NJ',
  city: 'Edison',
  address1: '1 Main Street',
  address2: '',
  postcode: '08817',
  sku: '',
  platformSku: '',
  qty: '1',
  declaredValue: '10',
  signature: 'N',
  insuranceValue: '0',
  remark: '',
};
