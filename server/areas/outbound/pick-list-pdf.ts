import { addPage, fitText, newPdf, pdfBytes, type PageSize, type Pdf } from '../../api/files/pdf';

/** One SKU to take off the shelves: how many, and for which orders. */
export interface PickLine {
  sku: string;
  name: string;
  qty: number;
  orderNos: string[];
}

export interface PickList {
  warehouseCode: string;
  printedAt: string;
  orderNos: string[];
  lines: PickLine[];
}

const A4: PageSize = { widthMm: 210, heightMm: 297 };
const PAD = 12;
const ROW = 6;
const COLUMNS = [
  { title: 'SKU', x: PAD, width: 45 },
  { title: 'PRODUCT', x: PAD + 47, width: 55 },
  { title: 'QTY', x: PAD + 104, width: 14 },
  { title: 'ORDERS', x: PAD + 120, width: 210 - 2 * PAD - 120 },
] as const;

function header(doc: Pdf, y: number): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  for (const column of COLUMNS) {
    const right = column.title === 'QTY';
    doc.text(column.title, right ? column.x + column.width : column.x, y, right ? { align: 'right' } : {});
  }
  doc.setLineWidth(0.3);
  doc.line(PAD, y + 1.5, A4.widthMm - PAD, y + 1.5);
  doc.setFont('helvetica', 'normal');
  return y + ROW;
}

/**
 * The warehouse's pick list (business.md §6): the SKUs of the chosen orders added up, each with the
 * orders that want it, so a picker walks the shelves once. The mock keeps no bin locations.
 */
export async function pickListPdf(list: PickList): Promise<ArrayBuffer> {
  const doc = await newPdf(A4);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(`PICK LIST  ${list.warehouseCode}`, PAD, PAD + 4);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  const units = list.lines.reduce((sum, line) => sum + line.qty, 0);
  doc.text(
    `${list.printedAt}   ORDERS ${list.orderNos.length}   SKUS ${list.lines.length}   UNITS ${units}`,
    PAD,
    PAD + 10,
  );
  let y = header(doc, PAD + 20);
  for (const line of list.lines) {
    const orders = doc.splitTextToSize(line.orderNos.join(', '), COLUMNS[3].width) as string[];
    const height = Math.max(1, orders.length) * 4.5 + 1.5;
    if (y + height > A4.heightMm - PAD) {
      addPage(doc, A4);
      y = header(doc, PAD + 6);
    }
    doc.text(fitText(doc, line.sku, COLUMNS[0].width, 9), COLUMNS[0].x, y);
    doc.text(fitText(doc, line.name, COLUMNS[1].width, 9), COLUMNS[1].x, y);
    doc.setFontSize(9);
    doc.text(String(line.qty), COLUMNS[2].x + COLUMNS[2].width, y, { align: 'right' });
    doc.setFontSize(8);
    doc.text(orders, COLUMNS[3].x, y);
    y += height;
  }
  return pdfBytes(doc);
}
