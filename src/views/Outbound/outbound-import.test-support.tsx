import { fireEvent, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter, find } from '../../../server/store/store';
import { tableOf, toCsv, toXlsx } from '../../../server/api/files/table-export';
import {
  IMPORT_COLUMNS,
  TEMPLATE_EXAMPLE,
  type ImportRow,
} from '../../../server/areas/outbound/import/columns';

// Test helpers only: imported by the outbound import's tests.

export { choose, openAs, textOf, type Lang } from '@/test/business-ui';

/** What a valid row of the seller (C001) needs: an approved SKU, and a last-mile carrier of USEA. */
export async function sellerBasics(): Promise<Partial<ImportRow>> {
  const db = await liveDb();
  const sku = await find(db, 'skus', { customerId: 'C001', status: 'APPROVED' });
  const carrier = (await filter(db, 'carriers', { status: 'ACTIVE', type: 'LAST_MILE' })).find((c) =>
    c.warehouseCodes.includes('USEA'),
  );
  if (!sku || !carrier) throw new Error('the seed has no approved SKU or USEA carrier for the seller');
  return { warehouseCode: 'USEA', carrierCode: carrier.code, sku: sku.sku };
}

/** `count` one-row orders `<prefix>-01…`, each valid, with `bad` patches put on the rows of those indexes. */
export async function orderRows(
  prefix: string,
  count: number,
  bad: Record<number, Partial<ImportRow>> = {},
): Promise<ImportRow[]> {
  const basics = await sellerBasics();
  return Array.from({ length: count }, (_, index) => ({
    ...TEMPLATE_EXAMPLE,
    ...basics,
    referenceNo: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    ...bad[index],
  }));
}

const tableOfRows = (rows: readonly ImportRow[]) =>
  tableOf(
    rows,
    IMPORT_COLUMNS.map((column) => ({ header: column, value: (row: ImportRow) => row[column] })),
  );

/** The rows as an xlsx workbook, written with the same spreadsheet library family the mock reads with. */
export async function xlsxFile(rows: readonly ImportRow[], name = 'orders.xlsx'): Promise<File> {
  return new File([await toXlsx(tableOfRows(rows))], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

export const csvFile = (rows: readonly ImportRow[], name = 'orders.csv'): File =>
  new File([toCsv(tableOfRows(rows))], name, { type: 'text/csv' });

/** Chooses `file` with the page's file button (its hidden input). */
export async function chooseFile(file: File) {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input on the page');
    return found;
  });
  fireEvent.change(input, { target: { files: [file] } });
}

/** The number a total of the preview shows (`rows`, `valid`, `invalid`, `orders`). */
export const totalText = (key: string) => screen.getByTestId(`import-total-${key}`).textContent ?? '';

/** Collects what the page hands to the browser as downloads (Blob URLs). */
export function captureDownloads(): Blob[] {
  const created: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return `blob:download-${created.length}`;
  });
  // a browser saves a download link's file and stays on the page; happy-dom would follow the link
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (!this.download) click.call(this);
  });
  return created;
}
