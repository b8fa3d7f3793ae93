import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter } from '../../../server/store/store';
import { pdfPageSizes, pdfText } from '../../../server/api/testing';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { openAs } from './sku.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function twoApprovedSkus() {
  const db = await liveDb();
  const skus = (await filter(db, 'skus', { customerId: 'C001', status: 'APPROVED' })).slice(0, 2);
  if (skus.length < 2) throw new Error('the seed has fewer than 2 approved SKUs of C001');
  return skus;
}

const barcodesIn = (region: HTMLElement) => [...region.querySelectorAll('svg[data-barcode]')];

describe('SKU label printing', () => {
  it('previews one Code 128 barcode per copy and downloads the labels as a PDF', async () => {
    const [first, second] = await twoApprovedSkus();
    await openAs(`#/sku/barcode?skuIds=${first.id},${second.id}`, 'seller');
    const preview = await screen.findByRole(
      'region',
      { name: zh('sku.barcode.preview') },
      { timeout: 60000 },
    );
    await waitFor(() => expect(barcodesIn(preview)).toHaveLength(2));

    const copies = screen.getByRole('textbox', { name: zh('sku.barcode.copiesOf', { sku: first.sku }) });
    fireEvent.change(copies, { target: { value: '3' } });
    await waitFor(() => expect(barcodesIn(preview)).toHaveLength(4));
    expect(barcodesIn(preview).map((svg) => svg.getAttribute('data-barcode'))).toEqual([
      first.systemBarcode,
      first.systemBarcode,
      first.systemBarcode,
      second.systemBarcode,
    ]);
    // each bar pattern is drawn: a white ground and the bars
    expect(barcodesIn(preview)[0].querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(within(preview).getAllByText(first.sku)).toHaveLength(3);

    fireEvent.click(screen.getByRole('checkbox', { name: zh('sku.barcode.madeInChina') }));
    expect(within(preview).getAllByText(zh('sku.barcode.madeInChinaText'))).toHaveLength(4);

    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:labels';
    });
    fireEvent.click(screen.getByRole('button', { name: zh('sku.barcode.downloadPdf') }));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 20000 });
    // the labels previewed, a 100 × 60 mm page (in points) each, made in China
    const pdf = new Uint8Array(await created[0].arrayBuffer());
    expect(pdfPageSizes(pdf)).toEqual(Array.from({ length: 4 }, () => [283.46, 170.08]));
    const shown = pdfText(pdf).split('\n');
    const times = (text: string) => shown.filter((line) => line === text).length;
    expect([times(first.sku), times(second.sku), times('Made in China')]).toEqual([3, 1, 4]);
  }, 150_000);
});
