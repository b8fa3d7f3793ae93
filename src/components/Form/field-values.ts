import type { FieldKind, FormField, FormSchema, ValueField } from './types';

const LIST_KINDS: ReadonlySet<FieldKind> = new Set(['multiSelect', 'tags', 'checkboxGroup', 'chipGroup']);
const BOOLEAN_KINDS: ReadonlySet<FieldKind> = new Set(['checkbox', 'switch']);
const NULL_KINDS: ReadonlySet<FieldKind> = new Set([
  'select',
  'radioGroup',
  'file',
  'date',
  'dateTime',
  'month',
]);

export function isValueField<V>(field: FormField<V>): field is ValueField<V> {
  return field.kind !== 'divider';
}

function numberProp<V>(field: ValueField<V>, name: string, fallback: number): number {
  const props: object | undefined = 'props' in field ? field.props : undefined;
  const value: unknown = props && name in props ? (props as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' ? value : fallback;
}

/** The empty value of each kind, as its Mantine input expects it. */
export function emptyValue<V>(field: ValueField<V>): unknown {
  const kind = field.kind;
  if (LIST_KINDS.has(kind)) return [];
  if (BOOLEAN_KINDS.has(kind)) return false;
  if (NULL_KINDS.has(kind)) return null;
  if (kind === 'dateRange') return [null, null];
  if (kind === 'slider' || kind === 'angle') return numberProp(field, 'min', 0);
  if (kind === 'rangeSlider') return [numberProp(field, 'min', 0), numberProp(field, 'max', 100)];
  if (kind === 'rating') return 0;
  if (kind === 'custom') return null;
  return '';
}

export function defaultValueOf<V>(field: ValueField<V>): unknown {
  return field.defaultValue !== undefined ? field.defaultValue : emptyValue(field);
}

/** Each field's starting value: the given value, else the schema's default, else the kind's empty value. */
export function initialValuesOf<V>(schema: FormSchema<V>, given: Partial<V> = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const source = given as Record<string, unknown>;
  for (const field of schema) {
    if (!isValueField(field)) continue;
    values[field.field] = field.field in source ? source[field.field] : defaultValueOf(field);
  }
  return values;
}

/** A value that says nothing: no text, no choice, an empty list, a range of two blanks. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every((item) => item === null || item === '');
  return false;
}

export const asString = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
