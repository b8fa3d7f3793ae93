import JsBarcode from 'jsbarcode';

/** What JsBarcode fills in when given a plain object: the encoding, with no canvas or DOM involved. */
interface BarcodeTarget {
  encodings?: { data: string }[];
}

/**
 * The Code 128 modules of `text` as '1' (bar) and '0' (space), quiet zones left out, or null when the
 * text cannot be encoded. The same encoding the PDF labels use (server/api/files/pdf.ts).
 */
export function code128Modules(text: string): string | null {
  if (text === '') return null;
  const target: BarcodeTarget = {};
  let valid = true;
  try {
    JsBarcode(target, text, { format: 'CODE128', valid: (ok) => (valid = ok) });
  } catch {
    return null;
  }
  const modules = (target.encodings ?? []).map((encoding) => encoding.data).join('');
  return valid && modules !== '' ? modules : null;
}

export interface Bar {
  x: number;
  width: number;
}

/** Runs of bars as rectangles, in module units (one rectangle per run keeps the SVG small and crisp). */
export function barsOf(modules: string): Bar[] {
  const bars: Bar[] = [];
  let start = -1;
  for (let i = 0; i <= modules.length; i += 1) {
    const bar = modules[i] === '1';
    if (bar && start < 0) start = i;
    if (!bar && start >= 0) {
      bars.push({ x: start, width: i - start });
      start = -1;
    }
  }
  return bars;
}
