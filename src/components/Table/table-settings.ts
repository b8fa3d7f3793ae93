import { EXCLUDED_COLUMN_FIELDS, type Density, type TableColumn } from './types';

/** What a user sets on a table; kept per table id in local storage. */
export interface TableSettings {
  /** column fields in the user's order (new columns fall in at their schema place) */
  order: string[];
  /** columns the user hid, and hidden-by-default columns the user showed */
  hidden: string[];
  shown: string[];
  density: Density;
  striped: boolean;
  bordered: boolean;
}

export const settingsKey = (tableId: string) => `outpost.table.${tableId}`;

export const DENSITIES: readonly Density[] = ['compact', 'default', 'comfortable'];

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Settings read back from storage; anything unreadable falls back to the defaults. */
export function parseSettings(raw: string | null, defaults: TableSettings): TableSettings {
  if (!raw) return defaults;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return defaults;
    const value = stored as Record<string, unknown>;
    return {
      order: stringList(value.order),
      hidden: stringList(value.hidden),
      shown: stringList(value.shown),
      density: DENSITIES.find((density) => density === value.density) ?? defaults.density,
      striped: typeof value.striped === 'boolean' ? value.striped : defaults.striped,
      bordered: typeof value.bordered === 'boolean' ? value.bordered : defaults.bordered,
    };
  } catch {
    return defaults;
  }
}

export function readSettings(tableId: string | undefined, defaults: TableSettings): TableSettings {
  if (!tableId) return defaults;
  try {
    return parseSettings(localStorage.getItem(settingsKey(tableId)), defaults);
  } catch {
    return defaults;
  }
}

export function writeSettings(tableId: string | undefined, settings: TableSettings) {
  if (!tableId) return;
  try {
    localStorage.setItem(settingsKey(tableId), JSON.stringify(settings));
  } catch {
    // storage may be full or unavailable: the settings still apply to this page
  }
}

const sideOf = <Row>(column: TableColumn<Row>) =>
  column.fixed === 'left' ? 0 : column.fixed === 'right' ? 2 : 1;

/** Every column in the user's order; fixed-left columns first and fixed-right ones last. */
export function orderColumns<Row>(columns: TableColumn<Row>[], order: string[]): TableColumn<Row>[] {
  const byField = new Map(columns.map((column) => [column.field, column]));
  const placed: TableColumn<Row>[] = [];
  for (const field of new Set(order)) {
    const column = byField.get(field);
    if (column) placed.push(column);
  }
  columns.forEach((column, index) => {
    if (placed.includes(column)) return;
    // a column the saved order does not know goes after its nearest schema neighbour before it
    let at = 0;
    for (let i = index - 1; i >= 0; i -= 1) {
      const position = placed.indexOf(columns[i]);
      if (position >= 0) {
        at = position + 1;
        break;
      }
    }
    placed.splice(at, 0, column);
  });
  return [0, 1, 2].flatMap((side) => placed.filter((column) => sideOf(column) === side));
}

export function isColumnShown<Row>(column: TableColumn<Row>, settings: TableSettings): boolean {
  if (column.alwaysShown) return true;
  if (settings.hidden.includes(column.field)) return false;
  if (settings.shown.includes(column.field)) return true;
  return !column.hidden;
}

/** Columns the user may hide or move: all but the always-shown and the seed's excluded ones. */
export const isConfigurable = <Row>(column: TableColumn<Row>) =>
  !column.alwaysShown && !EXCLUDED_COLUMN_FIELDS.includes(column.field);

export function setColumnShown(settings: TableSettings, field: string, shown: boolean): TableSettings {
  const without = (list: string[]) => list.filter((item) => item !== field);
  return shown
    ? { ...settings, hidden: without(settings.hidden), shown: [...without(settings.shown), field] }
    : { ...settings, shown: without(settings.shown), hidden: [...without(settings.hidden), field] };
}

/** Moves a column one place up (-1) or down (+1) among the configurable columns of its side. */
export function moveColumn<Row>(
  columns: TableColumn<Row>[],
  settings: TableSettings,
  field: string,
  delta: -1 | 1,
): TableSettings {
  const ordered = orderColumns(columns, settings.order).map((column) => column.field);
  const from = ordered.indexOf(field);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ordered.length) return settings;
  const next = [...ordered];
  [next[from], next[to]] = [next[to], next[from]];
  return { ...settings, order: next };
}
