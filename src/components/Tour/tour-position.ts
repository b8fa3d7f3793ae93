export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type Placement = 'bottom' | 'top' | 'center' | 'docked';

export interface CardPlace {
  top: number;
  left: number;
  placement: Placement;
}

const MARGIN = 12;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where the step's card goes: below the highlighted element if it fits, else above it, else docked
 * to the bottom of the screen (a tall element on a phone); centred when nothing is highlighted.
 * Horizontally it follows the element's centre but never leaves the screen.
 */
export function placeCard(
  target: Box | null,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 12,
): CardPlace {
  const maxLeft = viewport.width - card.width - MARGIN;
  if (!target) {
    return {
      top: clamp((viewport.height - card.height) / 2, MARGIN, viewport.height - card.height - MARGIN),
      left: clamp((viewport.width - card.width) / 2, MARGIN, maxLeft),
      placement: 'center',
    };
  }
  const left = clamp(target.left + target.width / 2 - card.width / 2, MARGIN, maxLeft);
  const below = target.top + target.height + gap;
  if (below + card.height <= viewport.height - MARGIN) return { top: below, left, placement: 'bottom' };
  const above = target.top - gap - card.height;
  if (above >= MARGIN) return { top: above, left, placement: 'top' };
  return { top: Math.max(MARGIN, viewport.height - card.height - MARGIN), left, placement: 'docked' };
}

/** The element's box grown by `padding` on every side, for the highlight. */
export function padBox(box: Box, padding: number): Box {
  return {
    top: box.top - padding,
    left: box.left - padding,
    width: box.width + padding * 2,
    height: box.height + padding * 2,
  };
}
