export interface WaterfallItem {
  id: string;
  /** the image's own size: only the ratio matters, it keeps the card's place before the image loads */
  width: number;
  height: number;
}

/** How many columns of at least `minWidth` fit in `containerWidth` (never fewer than one). */
export function columnCount(containerWidth: number, minWidth: number, gap: number, max = 6): number {
  if (containerWidth <= 0) return 1;
  return Math.max(1, Math.min(max, Math.floor((containerWidth + gap) / (minWidth + gap))));
}

/**
 * Deals items into columns, each to the column that is shortest so far, heights measured as
 * height/width (the columns are equally wide). `extra` is the fixed height of a card's caption,
 * in column widths. Order within a column follows the list, so loading more only appends.
 */
export function dealColumns<T extends WaterfallItem>(items: readonly T[], columns: number, extra = 0): T[][] {
  const lanes: T[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  const heights = lanes.map(() => 0);
  for (const item of items) {
    const shortest = heights.indexOf(Math.min(...heights));
    lanes[shortest].push(item);
    heights[shortest] += item.height / Math.max(1, item.width) + extra;
  }
  return lanes;
}
