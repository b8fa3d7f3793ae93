import type { CSSProperties } from 'react';
import type { SkuLabelSize } from '@/api/business/sku';
import { Barcode } from './Barcode';
import { A4_GRID, labelBox, pageOf, pagesOf, type LabelContent } from './label-layout';

export interface LabelSheetsProps {
  labels: readonly LabelContent[];
  size: SkuLabelSize;
  /** the printed "Made in China" line, or nothing */
  madeInChina: string | null;
  /** the bars' accessible name, given the barcode */
  barcodeLabel: (barcode: string) => string;
  /** a class on each page (the screen preview's frame) */
  pageClassName?: string;
}

// Everything in millimetres and inline, so the same markup prints true to size (business.md §4).
const line = (sizeMm: number, weight = 400): CSSProperties => ({
  fontSize: `${sizeMm}mm`,
  fontWeight: weight,
  lineHeight: 1.15,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

function Label({
  label,
  size,
  madeInChina,
  barcodeLabel,
}: { label: LabelContent } & Omit<LabelSheetsProps, 'labels'>) {
  const box = labelBox(size);
  const scale = box.heightMm / 60;
  const pad = Math.min(box.widthMm, box.heightMm) * 0.06;
  return (
    <div
      data-label={label.sku}
      style={{
        width: `${box.widthMm}mm`,
        height: `${box.heightMm}mm`,
        padding: `${pad}mm`,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        background: '#fff',
        color: '#000',
        fontFamily: 'Helvetica, Arial, sans-serif',
      }}
    >
      <Barcode
        value={label.barcode}
        label={barcodeLabel(label.barcode)}
        style={{ display: 'block', width: '100%', height: `${box.heightMm * 0.36}mm`, flex: 'none' }}
      />
      <div style={{ ...line(2.8 * scale), textAlign: 'center', marginTop: `${0.8 * scale}mm` }}>
        {label.barcode}
      </div>
      <div style={{ ...line(3.9 * scale, 700), marginTop: `${1 * scale}mm` }}>{label.sku}</div>
      <div style={line(2.8 * scale)}>{label.name}</div>
      {madeInChina && <div style={{ ...line(2.5 * scale), marginTop: 'auto' }}>{madeInChina}</div>}
    </div>
  );
}

/** The labels page by page: one label a page, or 3 × 7 on an A4 sheet. The bars are SVG (Code 128). */
export function LabelSheets({ labels, size, madeInChina, barcodeLabel, pageClassName }: LabelSheetsProps) {
  const page = pageOf(size);
  const box = labelBox(size);
  return pagesOf(labels, size).map((pageLabels, index) => (
    <div
      key={index}
      className={pageClassName}
      data-label-page={index + 1}
      style={{
        width: `${page.widthMm}mm`,
        height: `${page.heightMm}mm`,
        display: 'grid',
        gridTemplateColumns:
          size === 'A4' ? `repeat(${A4_GRID.columns}, ${box.widthMm}mm)` : `${box.widthMm}mm`,
        gridAutoRows: `${box.heightMm}mm`,
        alignContent: 'start',
        background: '#fff',
        overflow: 'hidden',
        breakAfter: 'page',
        boxSizing: 'border-box',
      }}
    >
      {pageLabels.map((label, slot) => (
        <Label key={slot} label={label} size={size} madeInChina={madeInChina} barcodeLabel={barcodeLabel} />
      ))}
    </div>
  ));
}
