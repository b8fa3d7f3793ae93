import type { SkuLabelSize } from '@/api/business/sku';

/** SKU label sheets (business.md §4), laid out as the PDF of `Sku/Labels` lays them out. */

export const LABEL_SIZES: readonly SkuLabelSize[] = ['100x60', '70x50', '60x40', 'A4'];

export interface Millimetres {
  widthMm: number;
  heightMm: number;
}

export const A4_PAGE: Millimetres = { widthMm: 210, heightMm: 297 };
/** A4 sheets: 3 × 7 stickers of 70 × 42.4 mm, the common sheet (and the PDF's). */
export const A4_GRID = { columns: 3, rows: 7 };

export interface LabelContent {
  /** what the bars encode: the system barcode, or the customer's own */
  barcode: string;
  sku: string;
  name: string;
}

export interface LabelItem extends LabelContent {
  copies: number;
}

export function labelBox(size: SkuLabelSize): Millimetres {
  if (size === 'A4')
    return { widthMm: A4_PAGE.widthMm / A4_GRID.columns, heightMm: A4_PAGE.heightMm / A4_GRID.rows };
  const [widthMm, heightMm] = size.split('x').map(Number);
  return { widthMm, heightMm };
}

export const pageOf = (size: SkuLabelSize): Millimetres => (size === 'A4' ? A4_PAGE : labelBox(size));

export const labelsPerPage = (size: SkuLabelSize): number =>
  size === 'A4' ? A4_GRID.columns * A4_GRID.rows : 1;

/** Every copy of every label, in order. */
export const expandCopies = (items: readonly LabelItem[]): LabelContent[] =>
  items.flatMap(({ copies, ...label }) => Array.from({ length: Math.max(0, copies) }, () => label));

/** The labels page by page. */
export function pagesOf<T>(labels: readonly T[], size: SkuLabelSize): T[][] {
  const per = labelsPerPage(size);
  const pages: T[][] = [];
  for (let i = 0; i < labels.length; i += per) pages.push(labels.slice(i, i + per));
  return pages;
}

/** The print stylesheet: the page is the label (or the A4 sheet), with no margins of its own. */
export const printPageCss = (size: SkuLabelSize): string => {
  const page = pageOf(size);
  return `@page { size: ${page.widthMm}mm ${page.heightMm}mm; margin: 0; }`;
};
