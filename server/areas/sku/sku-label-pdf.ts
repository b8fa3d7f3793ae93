import {
  addPage,
  code128Modules,
  drawBars,
  fitText,
  newPdf,
  pdfBytes,
  type Box,
  type Pdf,
} from '../../api/files/pdf';

export const SKU_LABEL_SIZES = ['100x60', '70x50', '60x40', 'A4'] as const;
export type SkuLabelSize = (typeof SKU_LABEL_SIZES)[number];

export interface SkuLabel {
  barcode: string;
  sku: string;
  name: string;
  copies: number;
}

const A4 = { widthMm: 210, heightMm: 297 };
// A4 sheets: 3 × 7 labels of 70 × 42.4 mm, the common sticker sheet.
const SHEET = { columns: 3, rows: 7, widthMm: 70, heightMm: 297 / 7 };

function labelPage(size: SkuLabelSize): { widthMm: number; heightMm: number } {
  if (size === 'A4') return A4;
  const [width, height] = size.split('x').map(Number);
  return { widthMm: width, heightMm: height };
}

function drawLabel(doc: Pdf, label: SkuLabel, modules: string, box: Box, madeInChina: boolean): void {
  const pad = Math.min(box.width, box.height) * 0.06;
  const inner = { x: box.x + pad, width: box.width - 2 * pad };
  const scale = box.height / 60;
  const barHeight = box.height * 0.36;
  drawBars(doc, modules, { x: inner.x, y: box.y + pad, width: inner.width, height: barHeight });
  let y = box.y + pad + barHeight + 3.2 * scale;
  doc.setFont('helvetica', 'normal');
  doc.text(fitText(doc, label.barcode, inner.width, 8 * scale), box.x + box.width / 2, y, {
    align: 'center',
  });
  y += 5 * scale;
  doc.setFont('helvetica', 'bold');
  doc.text(fitText(doc, label.sku, inner.width, 11 * scale), inner.x, y);
  y += 4.6 * scale;
  doc.setFont('helvetica', 'normal');
  doc.text(fitText(doc, label.name, inner.width, 8 * scale), inner.x, y);
  if (madeInChina) {
    doc.text(fitText(doc, 'Made in China', inner.width, 7 * scale), inner.x, box.y + box.height - pad);
  }
}

/** SKU labels (business.md §4): one label a page, or 21 a sheet on A4; `copies` of each. */
export async function skuLabelsPdf(
  labels: SkuLabel[],
  size: SkuLabelSize,
  madeInChina: boolean,
): Promise<ArrayBuffer> {
  const page = labelPage(size);
  const doc = await newPdf(page);
  const modules = new Map<string, string>();
  for (const label of labels) modules.set(label.barcode, await code128Modules(label.barcode));
  const copies = labels.flatMap((label) => Array.from({ length: label.copies }, () => label));
  const perPage = size === 'A4' ? SHEET.columns * SHEET.rows : 1;
  for (let i = 0; i < copies.length; i += 1) {
    const slot = i % perPage;
    if (i > 0 && slot === 0) addPage(doc, page);
    const box =
      size === 'A4'
        ? {
            x: (slot % SHEET.columns) * SHEET.widthMm,
            y: Math.floor(slot / SHEET.columns) * SHEET.heightMm,
            width: SHEET.widthMm,
            height: SHEET.heightMm,
          }
        : { x: 0, y: 0, width: page.widthMm, height: page.heightMm };
    drawLabel(doc, copies[i], modules.get(copies[i].barcode) ?? '', box, madeInChina);
  }
  return pdfBytes(doc);
}
