import { isBlank, isValueField } from '@/components/Form/field-values';
import type { FormSchema } from '@/components/Form/types';
import type { ListFilter } from './list-url-state';

/** A search form's values, any field kind. */
export type FilterValues = Record<string, unknown>;
export type FilterSchema = FormSchema<FilterValues>;

const LIST_KINDS = new Set(['multiSelect', 'tags', 'checkboxGroup', 'chipGroup']);

const asDay = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.slice(0, 10) : '';
};

/**
 * The URL's filter (API query names) as the search form's values: a date range field `created` reads
 * `createdFrom` / `createdTo`, list fields read comma-separated values.
 */
export function filterToValues(schema: FilterSchema, filter: ListFilter): FilterValues {
  const values: FilterValues = {};
  for (const field of schema) {
    if (!isValueField(field)) continue;
    const name = field.field;
    const raw = filter[name];
    if (field.kind === 'dateRange')
      values[name] = [filter[`${name}From`] ?? null, filter[`${name}To`] ?? null];
    else if (LIST_KINDS.has(field.kind)) values[name] = raw ? raw.split(',') : [];
    else if (field.kind === 'number') values[name] = raw === undefined ? '' : Number(raw);
    else if (field.kind === 'switch' || field.kind === 'checkbox') values[name] = raw === 'true';
    else if (field.kind === 'select' || field.kind === 'date') values[name] = raw ?? null;
    else values[name] = raw ?? '';
  }
  return values;
}

/** The search form's values as the URL's filter; blank fields are left out. */
export function valuesToFilter(schema: FilterSchema, values: FilterValues): ListFilter {
  const filter: ListFilter = {};
  for (const field of schema) {
    if (!isValueField(field)) continue;
    const name = field.field;
    const value = values[name];
    if (isBlank(value) || value === false) continue;
    if (field.kind === 'dateRange' && Array.isArray(value)) {
      const [from, to] = value.map(asDay);
      if (from) filter[`${name}From`] = from;
      if (to) filter[`${name}To`] = to;
    } else if (Array.isArray(value)) filter[name] = value.map(String).join(',');
    else if (field.kind === 'date') filter[name] = asDay(value);
    else filter[name] = typeof value === 'string' ? value.trim() : String(value);
  }
  return filter;
}
