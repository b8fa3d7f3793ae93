import { carrierOf, warehouseOf } from '../../store/lookup';
import type { Db } from '../../store/store';
import type { OutboundOrder } from '../../store/types/documents';
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

export const WAYBILL_SIZES = ['4x6', '10x10', '10x15'] as const;
export type WaybillSize = (typeof WAYBILL_SIZES)[number];

const PAGES: Record<WaybillSize, PageSize> = {
  '4x6': { widthMm: 101.6, heightMm: 152.4 },
  '10x10': { widthMm: 100, heightMm: 100 },
  '10x15': { widthMm: 100, heightMm: 150 },
};

export interface Waybill {
  carrierName: string;
  service: string;
  trackingNo: string;
  shipTo: string[];
  shipFrom: string[];
  reference: string;
  weightKg: number | null;
}

/** The mock carrier's shipping label: sender, recipient, a Code 128 of the tracking number. */
export async function waybillPdf(waybill: Waybill, size: WaybillSize): Promise<ArrayBuffer> {
  return waybillsPdf([waybill], size);
}

/** Several labels merged into one file, a page each (a batch's labels, business.md §6). */
export async function waybillsPdf(waybills: readonly Waybill[], size: WaybillSize): Promise<ArrayBuffer> {
  const page = PAGES[size];
  const doc = await newPdf(page);
  for (const [index, waybill] of waybills.entries()) {
    if (index > 0) addPage(doc, page);
    await drawWaybill(doc, waybill, page);
  }
  return pdfBytes(doc);
}

async function drawWaybill(doc: Pdf, waybill: Waybill, page: PageSize): Promise<void> {
  const pad = 4;
  const width = page.widthMm - 2 * pad;
  const scale = page.heightMm / 150;
  let y = pad + 6;
  doc.setFont('helvetica', 'bold');
  doc.text(fitText(doc, waybill.carrierName, width * 0.6, 16), pad, y);
  doc.setFont('helvetica', 'normal');
  doc.text(fitText(doc, waybill.service, width * 0.4, 8), page.widthMm - pad, y, { align: 'right' });
  y += 5 * scale;
  doc.setFontSize(7);
  doc.text('FROM', pad, y);
  y += 3.5;
  for (const line of waybill.shipFrom) {
    doc.text(fitText(doc, line, width, 8), pad, y);
    y += 3.5;
  }
  y += 2 * scale;
  doc.setLineWidth(0.4);
  doc.line(pad, y, page.widthMm - pad, y);
  y += 5 * scale;
  doc.setFontSize(8);
  doc.text('SHIP TO', pad, y);
  y += 5;
  doc.setFont('helvetica', 'bold');
  for (const line of waybill.shipTo) {
    doc.text(fitText(doc, line, width, 11 * scale), pad, y);
    y += 5 * scale;
  }
  doc.setFont('helvetica', 'normal');
  const barHeight = 22 * scale;
  const barTop = page.heightMm - pad - barHeight - 14 * scale;
  doc.line(pad, barTop - 4, page.widthMm - pad, barTop - 4);
  drawBars(doc, await code128Modules(waybill.trackingNo), {
    x: pad + 2,
    y: barTop,
    width: width - 4,
    height: barHeight,
  });
  doc.text(fitText(doc, waybill.trackingNo, width, 11), page.widthMm / 2, barTop + barHeight + 5, {
    align: 'center',
  });
  const weight = waybill.weightKg === null ? '' : `  ${waybill.weightKg.toFixed(3)} kg`;
  doc.text(fitText(doc, `REF ${waybill.reference}${weight}`, width, 8), pad, page.heightMm - pad);
}

export const isWaybillSize = (value: unknown): value is WaybillSize =>
  WAYBILL_SIZES.some((size) => size === value);

/** What the label of `order` says (carrier, route, addresses), from the order and the reference data. */
export async function waybillOf(db: Db, order: OutboundOrder): Promise<Waybill> {
  const carrier = await carrierOf(db, order.carrierCode);
  const warehouse = await warehouseOf(db, order.warehouseCode);
  const c = order.consignee;
  const from = warehouse
    ? [
        `${warehouse.nameEn} (${warehouse.code})`,
        warehouse.address.street1,
        `${warehouse.address.city}, ${warehouse.address.state} ${warehouse.address.postcode} ${warehouse.countryCode}`,
      ]
    : [order.warehouseCode];
  return {
    carrierName: carrier?.carrierName ?? order.carrierCode,
    service: carrier?.name ?? '',
    trackingNo: order.trackingNo,
    shipFrom: from,
    shipTo: [
      c.name,
      c.company,
      c.address1,
      c.address2,
      `${c.city}, ${c.state} ${c.postcode}`,
      c.countryCode,
      c.phone,
    ].filter((line) => line.trim() !== ''),
    reference: `${order.outboundNo} / ${order.referenceNo}`,
    weightKg: order.actualWeightKg,
  };
}
