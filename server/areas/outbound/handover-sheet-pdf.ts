import {
  addPage,
  code128Modules,
  drawBars,
  fitText,
  newPdf,
  pdfBytes,
  type PageSize,
  type Pdf,
} from '../../api/files/pdf';

/** One parcel handed to the carrier: the order and the tracking number its label was printed with. */
export interface HandoverParcel {
  outboundNo: string;
  referenceNo: string;
  trackingNo: string;
}

export interface HandoverSheet {
  batchNo: string;
  carrierName: string;
  carrierCode: string;
  warehouse: string;
  /** When the batch was printed or handed over, as the sheet states it (UTC). */
  at: string;
  parcels: HandoverParcel[];
}

const A4: PageSize = { widthMm: 210, heightMm: 297 };
const PAD = 14;
const ROW_HEIGHT = 18;
const SIGNATURE_SPACE = 40;

/**
 * The sheet the carrier's driver signs at handover (business.md §6): the batch number as a barcode,
 * the carrier, the parcel count, one row per parcel with a Code 128 of its tracking number, and the
 * signature lines of both sides on the last page.
 */
export async function handoverSheetPdf(sheet: HandoverSheet): Promise<ArrayBuffer> {
  const doc = await newPdf(A4);
  let y = await drawHeader(doc, sheet);
  for (const [index, parcel] of sheet.parcels.entries()) {
    if (y + ROW_HEIGHT > A4.heightMm - PAD) {
      addPage(doc, A4);
      y = PAD + 4;
    }
    await drawParcel(doc, index + 1, parcel, y);
    y += ROW_HEIGHT;
  }
  if (y + SIGNATURE_SPACE > A4.heightMm - PAD) {
    addPage(doc, A4);
    y = PAD + 4;
  }
  drawSignatures(doc, y + 8);
  return pdfBytes(doc);
}

async function drawHeader(doc: Pdf, sheet: HandoverSheet): Promise<number> {
  const width = A4.widthMm - 2 * PAD;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text('CARRIER HANDOVER SHEET', PAD, PAD + 6);
  doc.setFont('helvetica', 'normal');
  const facts = [
    `Batch: ${sheet.batchNo}`,
    `Carrier: ${sheet.carrierName} (${sheet.carrierCode})`,
    `Warehouse: ${sheet.warehouse}`,
    `Parcels: ${sheet.parcels.length}`,
    `Date: ${sheet.at.slice(0, 16).replace('T', ' ')} UTC`,
  ];
  facts.forEach((line, index) => doc.text(fitText(doc, line, width / 2, 11), PAD, PAD + 16 + index * 6));
  drawBars(doc, await code128Modules(sheet.batchNo), {
    x: PAD + width / 2 + 4,
    y: PAD + 12,
    width: width / 2 - 4,
    height: 16,
  });
  doc.setFontSize(9);
  doc.text(sheet.batchNo, PAD + (width * 3) / 4 + 2, PAD + 33, { align: 'center' });
  const top = PAD + 16 + facts.length * 6 + 4;
  doc.setLineWidth(0.4);
  doc.line(PAD, top, A4.widthMm - PAD, top);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.text('#', PAD, top + 6);
  doc.text('ORDER / REFERENCE', PAD + 10, top + 6);
  doc.text('TRACKING NO', PAD + 80, top + 6);
  doc.setFont('helvetica', 'normal');
  return top + 10;
}

async function drawParcel(doc: Pdf, no: number, parcel: HandoverParcel, y: number): Promise<void> {
  doc.setFontSize(10);
  doc.text(String(no), PAD, y + 5);
  doc.text(fitText(doc, parcel.outboundNo, 66, 10), PAD + 10, y + 5);
  doc.text(fitText(doc, parcel.referenceNo, 66, 8), PAD + 10, y + 10);
  drawBars(doc, await code128Modules(parcel.trackingNo), { x: PAD + 78, y: y + 1, width: 90, height: 10 });
  doc.setFontSize(8);
  doc.text(parcel.trackingNo, PAD + 123, y + 15, { align: 'center' });
  doc.setLineWidth(0.1);
  doc.line(PAD, y + ROW_HEIGHT - 1, A4.widthMm - PAD, y + ROW_HEIGHT - 1);
}

function drawSignatures(doc: Pdf, y: number): void {
  const half = (A4.widthMm - 2 * PAD) / 2;
  doc.setFontSize(10);
  doc.setLineWidth(0.3);
  for (const [index, title] of ['Handed over by (warehouse)', 'Received by (carrier driver)'].entries()) {
    const x = PAD + index * (half + 4);
    doc.text(title, x, y);
    doc.line(x, y + 14, x + half - 8, y + 14);
    doc.setFontSize(8);
    doc.text('Signature', x, y + 18);
    doc.line(x, y + 28, x + half - 8, y + 28);
    doc.text('Name / date and time', x, y + 32);
    doc.setFontSize(10);
  }
}
