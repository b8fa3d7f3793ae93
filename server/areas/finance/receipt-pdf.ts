import type { Recharge } from '../../store/types/documents';
import { fitText, newPdf, pdfBytes } from '../../api/files/pdf';

const PAGE = { widthMm: 148, heightMm: 105 };
const MARGIN = 10;

/** What a bank's transfer receipt states, in reading order. */
export function receiptLines(recharge: Recharge): [string, string][] {
  return [
    ['Bank reference', recharge.bankRefNo],
    ['Value date', recharge.createdAt.slice(0, 10)],
    ['Payer', recharge.payerName],
    ['Payer account', recharge.payerAccount],
    ['Amount', `${recharge.declaredAmount.toFixed(2)} ${recharge.currency}`],
    ['Beneficiary', 'Outpost Fulfilment Ltd'],
    ['Remittance info', `Recharge ${recharge.customerId}`],
  ];
}

/** The 32 hex digits jsPDF wants as the file's id, from `text`: the same recharge, the same file. */
const fileIdOf = (text: string): string => {
  let hex = '';
  for (let i = 0; hex.length < 32; i += 1) hex += (text.charCodeAt(i % text.length) + i).toString(16);
  return hex.slice(0, 32).toUpperCase();
};

/**
 * A seeded bank transfer's receipt as the payer's bank would issue it (an A6 PDF, readable text):
 * the same bytes for the same recharge, its creation date the recharge's.
 */
export async function receiptPdf(recharge: Recharge): Promise<Uint8Array> {
  const doc = await newPdf(PAGE, { compress: false });
  doc.setCreationDate(new Date(recharge.createdAt));
  doc.setFileId(fileIdOf(recharge.bankRefNo || recharge.id));
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text('Bank transfer receipt', MARGIN, MARGIN + 4);
  doc.setDrawColor(120, 120, 120);
  doc.line(MARGIN, MARGIN + 8, PAGE.widthMm - MARGIN, MARGIN + 8);
  let y = MARGIN + 16;
  for (const [label, value] of receiptLines(recharge)) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.text(label, MARGIN, y);
    doc.setFont('helvetica', 'bold');
    doc.text(fitText(doc, value, PAGE.widthMm - 2 * MARGIN - 38, 10), MARGIN + 38, y);
    y += 8;
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(7);
  doc.text('Demo data of the Outpost mock back-end.', MARGIN, PAGE.heightMm - MARGIN);
  return new Uint8Array(pdfBytes(doc));
}
