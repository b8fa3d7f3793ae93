import { extraKgOf, extraUnitsOf } from '@/api/rules/tariff';
import type { FeeItem, TariffRule } from '../../store/types/ledger';
import type { Settlement } from '../../store/types/documents';
import { addPage, fitText, newPdf, pdfBytes } from '../../api/files/pdf';

const A4 = { widthMm: 210, heightMm: 297 };
const MARGIN = 14;
const ROW = 5.2;
/** The line under a fee item that says how it was computed. */
const RULE_ROW = 3.8;

/** What the statement can print in its standard font (Latin-1); anything else is left to the console. */
const printable = (text: string) => /^[\x20-\x7e\xa0-\xff]*$/.test(text);

/** How a fee item was computed, in the statement's words (the csv and xlsx give the rule's key and figures). */
export function tariffRuleText(rule: TariffRule): string {
  switch (rule.key) {
    case 'UNLOADING_PER_BOX':
      return `${rule.params.boxes} boxes x ${rule.params.perBox} per box (${rule.params.loadType.toLowerCase()})`;
    case 'INBOUND_HANDLING_PER_UNIT':
      return `${rule.params.units} units received x ${rule.params.perUnit} per unit`;
    case 'PICK_PACK_PER_ORDER_PLUS_EXTRA_UNIT':
      return `${rule.params.perOrder} per order + ${extraUnitsOf(rule.params.units)} units after the first x ${rule.params.perExtraUnit}`;
    case 'SHIPPING_BASE_PLUS_PER_KG': {
      const { carrierCode, base, perKg, weightKg, selfService } = rule.params;
      const work = selfService ? '; no warehouse work charged' : '';
      return `${carrierCode}: ${base} for the first kg + ${extraKgOf(weightKg)} kg x ${perKg} (${weightKg} kg)${work}`;
    }
    case 'FUEL_SURCHARGE_OF_SHIPPING':
      return `fuel surcharge: ${Math.round(rule.params.rate * 10000) / 100}% of shipping ${rule.params.shipping}`;
    case 'INTERCEPT_PER_ORDER':
      return `${rule.params.perOrder} per intercepted order`;
    case 'STORAGE_PER_M3_DAY':
      return `${rule.params.volumeM3} m3 x ${rule.params.perM3Day} per m3 a day`;
    case 'RETURN_HANDLING_PER_UNIT':
      return `${rule.params.units} units returned x ${rule.params.perUnit} per unit`;
    case 'DESTRUCTION_PER_UNIT':
      return `${rule.params.units} units destroyed x ${rule.params.perUnit} per unit`;
    case 'ADJUSTMENT': {
      const note = rule.params.note.trim();
      const said = note === '' ? '' : printable(note) ? `: ${note}` : ' (its note is in the console)';
      return `adjustment by the operator${said}`;
    }
    default: {
      const unknown: never = rule;
      return unknown;
    }
  }
}

/** Labelled figures of a statement, in reading order. */
export function statementSummary(s: Settlement): [string, string][] {
  const money = (n: number) => `${n.toFixed(2)} ${s.currency}`;
  return [
    ['Settlement', s.settlementNo],
    ['Customer', s.customerId],
    ['Period', `${s.periodFrom.slice(0, 10)} - ${s.periodTo.slice(0, 10)}`],
    ['Status', s.status],
    ['Opening balance', money(s.openingBalance)],
    ['Recharges', money(s.recharges)],
    ...Object.entries(s.feesByBusiness).map(([business, amount]): [string, string] => [
      `Fees ${business}`,
      money(amount),
    ]),
    ['Other movements', money(s.otherMovements)],
    ['Adjustments', money(s.adjustmentTotal)],
    ['Closing balance', money(s.closingBalance)],
  ];
}

const FEE_COLUMNS: { title: string; width: number; value: (f: FeeItem) => string; right?: boolean }[] = [
  { title: 'Fee no', width: 38, value: (f) => f.feeNo },
  { title: 'Date', width: 22, value: (f) => f.at.slice(0, 10) },
  { title: 'Fee', width: 34, value: (f) => f.feeCode },
  { title: 'Document', width: 40, value: (f) => f.docNo },
  { title: 'Qty', width: 16, value: (f) => String(f.quantity), right: true },
  { title: 'Amount', width: 32, value: (f) => f.amount.toFixed(2), right: true },
];

/** A settlement statement (business.md §9) as an A4 PDF: the summary, then every fee item. */
export async function statementPdf(settlement: Settlement, fees: FeeItem[]): Promise<ArrayBuffer> {
  // uncompressed: whoever receives it (and the journeys) can read the figures out of the file
  const doc = await newPdf(A4, { compress: false });
  let y = MARGIN + 4;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text('Settlement statement', MARGIN, y);
  y += 10;
  doc.setFontSize(10);
  for (const [label, value] of statementSummary(settlement)) {
    doc.setFont('helvetica', 'normal');
    doc.text(label, MARGIN, y);
    doc.setFont('helvetica', 'bold');
    doc.text(value, MARGIN + 60, y);
    y += ROW;
  }
  y += 6;
  const header = () => {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    let x = MARGIN;
    for (const column of FEE_COLUMNS) {
      doc.text(
        column.title,
        column.right ? x + column.width - 2 : x,
        y,
        column.right ? { align: 'right' } : undefined,
      );
      x += column.width;
    }
    y += 2;
    doc.line(MARGIN, y, A4.widthMm - MARGIN, y);
    y += ROW;
    doc.setFont('helvetica', 'normal');
  };
  header();
  for (const fee of fees) {
    if (y + RULE_ROW > A4.heightMm - MARGIN) {
      addPage(doc, A4);
      y = MARGIN + 4;
      header();
    }
    let x = MARGIN;
    for (const column of FEE_COLUMNS) {
      const text = fitText(doc, column.value(fee), column.width - 3, 9);
      doc.text(
        text,
        column.right ? x + column.width - 2 : x,
        y,
        column.right ? { align: 'right' } : undefined,
      );
      x += column.width;
    }
    doc.setFontSize(7.5);
    doc.setTextColor(90);
    const rule = fitText(
      doc,
      tariffRuleText(fee.tariffRule),
      A4.widthMm - 2 * MARGIN - FEE_COLUMNS[0].width,
      7.5,
    );
    doc.text(rule, MARGIN + FEE_COLUMNS[0].width, y + RULE_ROW);
    doc.setTextColor(0);
    doc.setFontSize(9);
    y += ROW + RULE_ROW;
  }
  return pdfBytes(doc);
}
