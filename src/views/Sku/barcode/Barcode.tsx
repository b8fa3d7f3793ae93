import { useMemo, type CSSProperties } from 'react';
import { barsOf, code128Modules } from './code128';

// Code 128 wants a quiet zone of at least 10 modules on each side for scanners to find the start.
const QUIET = 10;

export interface BarcodeProps {
  value: string;
  /** what a screen reader says for the bars (the value is printed under them anyway) */
  label: string;
  className?: string;
  style?: CSSProperties;
}

/** A Code 128 barcode as an SVG that stretches to its box; nothing when the value cannot be encoded. */
export function Barcode({ value, label, className, style }: BarcodeProps) {
  const modules = useMemo(() => code128Modules(value), [value]);
  if (!modules) return null;
  const width = modules.length + 2 * QUIET;
  return (
    <svg
      className={className}
      style={style}
      role="img"
      aria-label={label}
      data-barcode={value}
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
    >
      <rect width={width} height={40} fill="#fff" />
      {barsOf(modules).map((bar) => (
        <rect key={bar.x} x={bar.x + QUIET} width={bar.width} height={40} fill="#000" />
      ))}
    </svg>
  );
}
