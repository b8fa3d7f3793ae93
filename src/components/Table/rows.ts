import type { ReactNode } from 'react';
import { optionLabel } from '@/components/Form/use-field-options';
import type { FieldOption } from '@/components/Form/types';
import type { RowKey } from './types';

/** A row as the table shows it: its place in a tree and whether its children show. */
export interface DisplayRow<Row> {
  row: Row;
  key: string;
  /** position in the page (0-based), as `render` receives it */
  index: number;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

export function keyGetter<Row>(rowKey: RowKey<Row>): (row: Row) => string {
  return typeof rowKey === 'function' ? rowKey : (row) => String(row[rowKey]);
}

/** The rows in display order: each expanded row followed by its children, depth first. */
export function flattenRows<Row>(
  rows: Row[],
  keyOf: (row: Row) => string,
  childrenOf: ((row: Row) => Row[] | undefined) | undefined,
  expanded: { has: (key: string) => boolean },
): DisplayRow<Row>[] {
  const out: DisplayRow<Row>[] = [];
  const walk = (level: Row[], depth: number) => {
    for (const row of level) {
      const key = keyOf(row);
      const children = childrenOf?.(row) ?? [];
      const open = children.length > 0 && expanded.has(key);
      out.push({ row, key, index: out.length, depth, hasChildren: children.length > 0, expanded: open });
      if (open) walk(children, depth + 1);
    }
  };
  walk(rows, 0);
  return out;
}

/** Every key of the rows and their descendants (to expand a whole tree). */
export function allKeys<Row>(
  rows: Row[],
  keyOf: (row: Row) => string,
  childrenOf: (row: Row) => Row[] | undefined,
): string[] {
  return rows.flatMap((row) => {
    const children = childrenOf(row) ?? [];
    return children.length > 0 ? [keyOf(row), ...allKeys(children, keyOf, childrenOf)] : [];
  });
}

type Translate = (key: string) => string;

/** A cell's text when the column has no `render`: option labels, lists, yes/no, a dash for nothing. */
export function cellText(value: unknown, options: FieldOption[] | undefined, t: Translate): ReactNode {
  if (options) {
    const option = options.find((item) => item.value === value);
    if (option) return optionLabel(option, t);
  }
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map((item) => cellText(item, options, t)).join(', ');
  if (typeof value === 'boolean') return t(value ? 'table.yes' : 'table.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A row's value for a column field. */
export const fieldValue = <Row>(row: Row, field: string): unknown => (row as Record<string, unknown>)[field];
