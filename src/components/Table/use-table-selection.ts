import { useCallback, useMemo, useState } from 'react';

export interface SelectionState<Row> {
  keys: ReadonlySet<string>;
  rows: Row[];
  change: (rows: Row[], selected: boolean) => void;
  clear: () => void;
}

/** Ticked rows by key; they stay ticked across pages (a bulk action may span pages). */
export function useTableSelection<Row>(keyOf: (row: Row) => string): SelectionState<Row> {
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const change = useCallback(
    (rows: Row[], on: boolean) =>
      setSelected((previous) => {
        const next = new Map(previous);
        for (const row of rows) {
          if (on) next.set(keyOf(row), row);
          else next.delete(keyOf(row));
        }
        return next;
      }),
    [keyOf],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  const keys = useMemo(() => new Set(selected.keys()), [selected]);
  const rows = useMemo(() => [...selected.values()], [selected]);
  return useMemo(() => ({ keys, rows, change, clear }), [keys, rows, change, clear]);
}
