// Server-side sorting for the sample lists (`?sortField=&sortOrder=asc|desc`), the query shape the
// console's tables send (src/components/Table/README.md). Unknown fields leave the order as it is.

type Comparable = string | number;

/** The rows ordered by one of `fields`; ties keep their original order. */
export function sortRows<T>(rows: T[], query: URLSearchParams, fields: readonly (keyof T & string)[]): T[] {
  const field = fields.find((name) => name === query.get('sortField'));
  if (!field) return rows;
  const direction = query.get('sortOrder') === 'desc' ? -1 : 1;
  const value = (row: T): Comparable => {
    const raw: unknown = row[field];
    return typeof raw === 'number' ? raw : String(raw ?? '');
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = value(a.row);
      const y = value(b.row);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order * direction || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** `?name=1,3`: the numbers listed, or null when the parameter is absent or has none. */
export function numberSet(query: URLSearchParams, name: string): Set<number> | null {
  const values = (query.get(name) ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => Number(part.trim()))
    .filter((value) => Number.isInteger(value));
  return values.length > 0 ? new Set(values) : null;
}
