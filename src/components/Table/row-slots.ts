import { useState } from 'react';

/**
 * React keys for a page of rows: "slots" that a wholly new page fills again instead of removing every
 * row and making new ones (a filter or page change of a 50-row list: scripts/bench-outbound-list.mjs).
 *
 * - A row shown before keeps its slot, so its elements (and the focus in them) stay with its record.
 * - A page of only new rows reuses the slots in order, unless the focus is inside a row: then the
 *   rows are made afresh, so a focused button never silently changes to another record's.
 * - Any other new row gets a slot of its own, never one a row shown before had.
 * - A moment without rows (loading, an empty answer) keeps the slots for the next page.
 */
export function assignSlots(
  keys: readonly string[],
  previous: ReadonlyMap<string, string>,
  focusInRows: boolean,
  made: number,
): { slots: Map<string, string>; made: number } {
  // no rows for a moment (loading, an empty answer): the slots wait for the next page
  if (keys.length === 0) return { slots: new Map(previous), made };
  let count = made;
  const fresh = () => `s${(count += 1)}`;
  const slots = new Map<string, string>();
  const turnover = keys.every((key) => !previous.has(key));
  if (turnover && !focusInRows) {
    const old = [...previous.values()];
    keys.forEach((key, index) => slots.set(key, old[index] ?? fresh()));
  } else {
    for (const key of keys) slots.set(key, previous.get(key) ?? fresh());
  }
  return { slots, made: count };
}

/** Marks the element that holds the rows (the focus check of `useRowSlots`). */
export const ROW_SLOTS_ATTRIBUTE = 'data-row-slots';

interface Slotted {
  keys: readonly string[];
  slots: Map<string, string>;
  made: number;
}

/**
 * The slots of `keys` for this render (see `assignSlots`), kept from the render before (React's
 * "state from the previous render": a new answer is stored while rendering, once per new page).
 */
export function useRowSlots(keys: readonly string[]): Map<string, string> {
  const [slotted, setSlotted] = useState<Slotted>({ keys: [], slots: new Map(), made: 0 });
  if (slotted.keys === keys) return slotted.slots;
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  const focusInRows = Boolean(focused?.closest(`[${ROW_SLOTS_ATTRIBUTE}]`));
  const { slots, made } = assignSlots(keys, slotted.slots, focusInRows, slotted.made);
  setSlotted({ keys, slots, made });
  return slots;
}
