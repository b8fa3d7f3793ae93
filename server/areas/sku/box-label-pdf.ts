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

export const BOX_LABEL_SIZES = ['100x100', '100x150', 'A4'] as const;
export type BoxLabelSize = (typeof BOX_LABEL_SIZES)[number];

export interface BoxLabel {
  inboundNo: string;
  boxNo: number;
  boxCount: number;
  barcode: string;
  warehouseCode: string;
  /** The warehouse address, one line each. */
  address: string[];
  /** `SKU × qty`, one line each. */
  contents: string[];
}

const A4 = { widthMm: 210, heightMm: 297 };

function drawBoxLabel(doc: Pdf, label: BoxLabel, modules: string, box: Box): void {
  const pad = 5;
  const width = box.width - 2 * pad;
  const x = box.x + pad;
  let y = box.y + pad + 6;
  doc.setFont('helvetica', 'bold');
  doc.text(fitText(doc, label.inboundNo, width * 0.65, 14), x, y);
  doc.text(`${label.boxNo}/${label.boxCount}`, box.x + box.width - pad, y, { align: 'right' });
  y += 3;
  const barHeight = Math.min(22, box.height * 0.2);
  drawBars(doc, modules, { x, y, width, height: barHeight });
  y += barHeight + 5;
  doc.setFont('helvetica', 'normal');
  doc.text(fitText(doc, label.barcode, width, 10), box.x + box.width / 2, y, { align: 'center' });
  y += 8;
  doc.setFont('helvetica', 'bold');
  doc.text(fitText(doc, label.warehouseCode, width, 18), x, y);
  y += 5;
  doc.setFont('helvetica', 'normal');
  for (const line of label.address) {
    doc.text(fitText(doc, line, width, 9), x, y);
    y += 4;
  }
  y += 2;
  doc.setLineWidth(0.3);
  doc.line(x, y, x + width, y);
  y += 5;
  const bottom = box.y + box.height - pad;
  const room = Math.max(1, Math.floor((bottom - y) / 4.5));
  const shown =
    label.contents.length > room
      ? [...label.contents.slice(0, room - 1), `+${label.contents.length - room + 1}`]
      : label.contents;
  for (const line of shown) {
    doc.text(fitText(doc, line, width, 10), x, y);
    y += 4.5;
  }
}

/** Box labels of an inbound order (business.md §5): one label a box; on A4, two a page. */
export async function boxLabelsPdf(labels: BoxLabel[], size: BoxLabelSize): Promise<ArrayBuffer> {
  const page =
    size === 'A4'
      ? A4
      : size === '100x100'
        ? { widthMm: 100, heightMm: 100 }
        : { widthMm: 100, heightMm: 150 };
  const doc = await newPdf(page);
  const perPage = size === 'A4' ? 2 : 1;
  for (const [i, label] of labels.entries()) {
    const slot = i % perPage;
    if (i > 0 && slot === 0) addPage(doc, page);
    const height = page.heightMm / perPage;
    drawBoxLabel(doc, label, await code128Modules(label.barcode), {
      x: 0,
      y: slot * height,
      width: page.widthMm,
      height,
    });
  }
  return pdfBytes(doc);
}
