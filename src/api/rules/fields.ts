import type { RuleKey } from './rule-keys';

export type { RuleKey };

/**
 * A small declarative reader for form values and request bodies, shared by the console's forms and
 * the mock back-end. It never throws: every field gets a value (a default when missing or wrong) and
 * every problem a message key against the field's dotted path (`boxes.0.lines.1.expectedQty`).
 */
export type FieldErrors = Record<string, RuleKey>;

interface TextSpec {
  type: 'text';
  required?: RuleKey;
  max?: readonly [number, RuleKey];
  pattern?: readonly [RegExp, RuleKey];
  /** Upper-cased before checking (codes). */
  upper?: boolean;
}

interface NumberSpec {
  type: 'number';
  invalid: RuleKey;
  required?: boolean;
  /** Inclusive lower bound; `above` is exclusive. */
  min?: number;
  above?: number;
  max?: number;
  integer?: boolean;
  /** Decimal places kept (rounded). */
  dp?: number;
}

interface EnumSpec<V extends string> {
  type: 'enum';
  values: readonly V[];
  invalid: RuleKey;
  /** Used when the field is missing; without it a missing value is invalid. */
  fallback?: V;
}

interface BoolSpec {
  type: 'bool';
}

interface StringListSpec {
  type: 'strings';
  item?: readonly [RegExp, RuleKey];
  /** The most characters an entry may have (by the entry: a data URL may be longer than a link). */
  itemMax?: readonly [(entry: string) => number, RuleKey];
  max?: readonly [number, RuleKey];
}

export type Spec = TextSpec | NumberSpec | EnumSpec<string> | BoolSpec | StringListSpec;

type ValueOf<S> =
  S extends EnumSpec<infer V>
    ? V
    : S extends TextSpec
      ? string
      : S extends NumberSpec
        ? number
        : S extends StringListSpec
          ? string[]
          : boolean;

export type Values<S extends Record<string, Spec>> = { [K in keyof S]: ValueOf<S[K]> };

export const text = (options: Omit<TextSpec, 'type'> = {}): TextSpec => ({ type: 'text', ...options });
export const num = (options: Omit<NumberSpec, 'type'>): NumberSpec => ({ type: 'number', ...options });
export const oneOf = <V extends string>(
  values: readonly V[],
  invalid: RuleKey,
  fallback?: V,
): EnumSpec<V> => ({
  type: 'enum',
  values,
  invalid,
  fallback,
});
export const bool = (): BoolSpec => ({ type: 'bool' });
export const strings = (options: Omit<StringListSpec, 'type'> = {}): StringListSpec => ({
  type: 'strings',
  ...options,
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string trimmed; numbers are read as their text (spreadsheet cells); anything else is empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A finite number, or a numeric string; NaN when there is none. */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

// Readers answer the value and leave the problem (if any) here: no tuple per field.
let problem: RuleKey | null = null;

function readText(value: unknown, spec: TextSpec): string {
  const raw = textOf(value);
  const v = spec.upper ? raw.toUpperCase() : raw;
  if (v === '') problem = spec.required ?? null;
  else if (spec.max && v.length > spec.max[0]) problem = spec.max[1];
  else if (spec.pattern && !spec.pattern[0].test(v)) problem = spec.pattern[1];
  return v;
}

function readNumber(value: unknown, spec: NumberSpec): number {
  if (isMissing(value)) {
    if (spec.required !== false) problem = spec.invalid;
    return 0;
  }
  const raw = numberOf(value);
  // Bounds are checked on the value as kept: 0.001 at two places is 0, which `above: 0` refuses.
  const n = spec.dp === undefined || !Number.isFinite(raw) ? raw : roundTo(raw, spec.dp);
  const ok =
    Number.isFinite(n) &&
    (spec.min === undefined || n >= spec.min) &&
    (spec.above === undefined || n > spec.above) &&
    (spec.max === undefined || n <= spec.max) &&
    (!spec.integer || Number.isInteger(n));
  if (!ok) {
    problem = spec.invalid;
    return 0;
  }
  return n;
}

const roundTo = (n: number, dp: number): number => Math.round(n * 10 ** dp) / 10 ** dp;

function readEnum(value: unknown, spec: EnumSpec<string>): string {
  const v = textOf(value);
  if (v === '' && spec.fallback !== undefined) return spec.fallback;
  if (spec.values.includes(v)) return v;
  problem = spec.invalid;
  return spec.fallback ?? spec.values[0];
}

function readStrings(value: unknown, spec: StringListSpec): string[] {
  const raw: unknown[] = Array.isArray(value) ? value : [];
  const list: string[] = [];
  // The maximum is checked while reading: a list of 100,000 entries stops at the first one too many.
  for (const entry of raw) {
    const v = textOf(entry);
    if (v === '') continue;
    if (spec.max && list.length === spec.max[0]) {
      problem = spec.max[1];
      return list;
    }
    list.push(v);
  }
  const bad = (v: string) =>
    (spec.itemMax !== undefined && v.length > spec.itemMax[0](v)) || (spec.item && !spec.item[0].test(v));
  const wrong = list.find(bad);
  if (wrong !== undefined) {
    const tooLong = spec.itemMax !== undefined && wrong.length > spec.itemMax[0](wrong);
    problem = tooLong ? (spec.itemMax?.[1] ?? null) : (spec.item?.[1] ?? null);
  }
  return list;
}

function readOne(value: unknown, spec: Spec): unknown {
  switch (spec.type) {
    case 'text':
      return readText(value, spec);
    case 'number':
      return readNumber(value, spec);
    case 'enum':
      return readEnum(value, spec);
    case 'strings':
      return readStrings(value, spec);
    default:
      return value === true || value === 'true' || value === 'Y' || value === 1;
  }
}

const entriesOf = new WeakMap<Record<string, Spec>, [string, Spec][]>();

/** Reads every field of `specs` from `input`, noting problems in `errors` under `prefix + name`. */
export function readFields<S extends Record<string, Spec>>(
  input: unknown,
  specs: S,
  errors: FieldErrors,
  prefix = '',
): Values<S> {
  const source = isRecord(input) ? input : {};
  let entries = entriesOf.get(specs);
  if (!entries) {
    entries = Object.entries(specs);
    entriesOf.set(specs, entries);
  }
  const out: Record<string, unknown> = {};
  for (const [name, spec] of entries) {
    problem = null;
    out[name] = readOne(source[name], spec);
    if (problem !== null) errors[prefix + name] = problem;
  }
  return out as Values<S>;
}

/** The items of a list field, each read by `readItem` under `name.i.`; `empty` when there are none. */
export function readList<T>(
  input: unknown,
  name: string,
  errors: FieldErrors,
  readItem: (item: unknown, prefix: string) => T,
  limits: { empty?: RuleKey; max?: readonly [number, RuleKey] } = {},
  prefix = '',
): T[] {
  const source = isRecord(input) ? input[name] : undefined;
  const list = Array.isArray(source) ? source : [];
  if (list.length === 0 && limits.empty) errors[`${prefix}${name}`] = limits.empty;
  // Too long a list is refused as a whole, before any item is read (100,000 lines are not judged).
  if (limits.max && list.length > limits.max[0]) {
    errors[`${prefix}${name}`] = limits.max[1];
    return [];
  }
  return list.map((item, index) => readItem(item, `${prefix}${name}.${index}.`));
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The most characters (a text) or items (a list) a spec lets through: a form's `maxLength`. */
export const maxLengthOf = (spec: Spec): number | undefined =>
  spec.type === 'text' || spec.type === 'strings' ? spec.max?.[0] : undefined;

/** Whether a spec refuses a blank value: its form field gets the required mark. */
export function isRequiredSpec(spec: Spec | undefined): boolean {
  if (!spec) return false;
  if (spec.type === 'text') return spec.required !== undefined;
  if (spec.type === 'number') return spec.required !== false;
  if (spec.type === 'enum') return spec.fallback === undefined;
  return false;
}

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(at) && new Date(at).toISOString().startsWith(value);
}

/** ISO 3166 alpha-2 and ISO 4217 codes: a form's `maxLength` for them. */
export const COUNTRY_CODE_LENGTH = 2;
export const CURRENCY_CODE_LENGTH = 3;
export const COUNTRY_PATTERN = new RegExp(`^[A-Z]{${COUNTRY_CODE_LENGTH}}$`);
export const CURRENCY_PATTERN = new RegExp(`^[A-Z]{${CURRENCY_CODE_LENGTH}}$`);
/** A business contact's phone (a warehouse's, a consignee's): looser than an account's (`profile.ts`). */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9 ()\-.]{5,20}$/;
export const URL_PATTERN = /^https?:\/\/\S+$/;
