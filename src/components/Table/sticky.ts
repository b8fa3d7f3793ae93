import type { CSSProperties } from 'react';
import type { TableColumn } from './types';

/** Width of the checkbox and expander columns. */
export const LEADING_WIDTH = 44;
const DEFAULT_FIXED_WIDTH = 120;

/** Class names joined, leaving out the absent ones. */
export const cx = (...names: Array<string | false | undefined>) =>
  names.filter(Boolean).join(' ') || undefined;

/** The class a pinned cell needs (its background), beside its offset style. */
export const stickyClass = (style: CSSProperties | undefined, className: string) =>
  style && style.position === 'sticky' ? className : undefined;

export interface StickyLayout {
  /** styles of the leading checkbox/expander cells, in order */
  leading: CSSProperties[];
  cells: Map<string, CSSProperties>;
}

const pinned = (side: 'left' | 'right', offset: number): CSSProperties => ({
  position: 'sticky',
  [side]: offset,
  zIndex: 1,
});

/**
 * Offsets of the fixed columns: fixed-left ones (and then the leading cells) stick to the left edge,
 * fixed-right ones to the right, each after the widths of those before it.
 */
export function stickyLayout<Row>(columns: TableColumn<Row>[], leadingCount: number): StickyLayout {
  const cells = new Map<string, CSSProperties>();
  const anyLeft = columns.some((column) => column.fixed === 'left');
  const leading = Array.from({ length: leadingCount }, (_, i) =>
    anyLeft ? pinned('left', i * LEADING_WIDTH) : {},
  );
  let left = leadingCount * LEADING_WIDTH;
  for (const column of columns) {
    if (column.fixed !== 'left') continue;
    cells.set(column.field, pinned('left', left));
    left += column.width ?? DEFAULT_FIXED_WIDTH;
  }
  let right = 0;
  for (const column of [...columns].reverse()) {
    if (column.fixed !== 'right') continue;
    cells.set(column.field, pinned('right', right));
    right += column.width ?? DEFAULT_FIXED_WIDTH;
  }
  return { leading, cells };
}
