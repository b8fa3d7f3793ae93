import type { jsPDF } from 'jspdf';

/**
 * PDF building blocks. jsPDF and JsBarcode load with `import()` on the first PDF asked for, so the
 * mock's startup chunk does not carry them.
 */

export type Pdf = jsPDF;

export interface PageSize {
  widthMm: number;
  heightMm: number;
}

/** `compress: false` leaves the text streams readable (a statement's figures, checked by tests). */
export async function newPdf(page: PageSize, { compress = true } = {}): Promise<Pdf> {
  const { jsPDF: JsPdf } = await import('jspdf');
  const orientation = page.widthMm > page.heightMm ? 'landscape' : 'portrait';
  return new JsPdf({ unit: 'mm', format: [page.widthMm, page.heightMm], orientation, compress });
}

export function addPage(doc: Pdf, page: PageSize): void {
  doc.addPage([page.widthMm, page.heightMm], page.widthMm > page.heightMm ? 'landscape' : 'portrait');
}

interface BarcodeTarget {
  encodings?: { data: string }[];
}

/** The Code 128 modules of `text` as '1' (bar) and '0' (space), quiet zones left out. */
export async function code128Modules(text: string): Promise<string> {
  const { default: JsBarcode } = await import('jsbarcode');
  // JsBarcode renders into a plain object when given one: the encoding, without a canvas or DOM.
  const target: BarcodeTarget = {};
  JsBarcode(target, text, { format: 'CODE128' });
  return (target.encodings ?? []).map((encoding) => encoding.data).join('');
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Code 128 wants a quiet zone of at least 10 modules on each side for scanners to find the start.
const QUIET_MODULES = 10;

/** Draws the bars of `modules` across `box`, quiet zones inside it; runs of bars become one rectangle each. */
export function drawBars(doc: Pdf, modules: string, box: Box): void {
  const unit = box.width / (modules.length + 2 * QUIET_MODULES);
  const left = box.x + QUIET_MODULES * unit;
  doc.setFillColor(0, 0, 0);
  let start = -1;
  for (let i = 0; i <= modules.length; i += 1) {
    const bar = modules[i] === '1';
    if (bar && start < 0) start = i;
    if (!bar && start >= 0) {
      doc.rect(left + start * unit, box.y, (i - start) * unit, box.height, 'F');
      start = -1;
    }
  }
}

/** One line of text shrunk (down to `minSize`) and then cut with an ellipsis to fit `width`. */
export function fitText(doc: Pdf, text: string, width: number, size: number, minSize = 5): string {
  let current = size;
  doc.setFontSize(current);
  while (doc.getTextWidth(text) > width && current > minSize) {
    current -= 0.5;
    doc.setFontSize(current);
  }
  if (doc.getTextWidth(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.getTextWidth(`${cut}...`) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

export function pdfBytes(doc: Pdf): ArrayBuffer {
  return doc.output('arraybuffer');
}
