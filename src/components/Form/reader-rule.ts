import type { FieldRule, RuleMessage } from './types';

/**
 * A reader of a request body: it fills `errors` with a key per field path and never throws (the
 * shared rules of `src/api/rules/` are such readers, run by the forms and the back-end alike).
 */
export type Reader<K extends string = string> = (input: unknown, errors: Record<string, K>) => unknown;

/** The keys `read` answers for the whole of `values`, by field path. */
export function problemsOf<K extends string>(read: Reader<K>, values: unknown): Record<string, K> {
  const errors: Record<string, K> = {};
  read(values, errors);
  return errors;
}

export interface ReaderRuleOptions<V, K extends string> {
  /** The form's words for a key. */
  message: (key: K) => RuleMessage;
  /** Puts the required mark on the field. */
  required?: boolean;
  /** What the reader takes, when the form holds something else (flat fields, a File, typed text). */
  toInput?: (values: V) => unknown;
  /** The reader's path of the form's field, when they differ (`address.city` for `city`). */
  path?: string;
}

/**
 * A form rule for `field`: runs `read` over every value of the form and answers the field's own
 * problem, so a value the form lets through is one the reader (and so the server) accepts.
 */
export function readerRule<V, K extends string>(
  read: Reader<K>,
  field: string,
  options: ReaderRuleOptions<V, K>,
): FieldRule<V> {
  const path = options.path ?? field;
  const rule = (_value: unknown, values: V) => {
    const key = problemsOf(read, options.toInput ? options.toInput(values) : values)[path];
    return key ? options.message(key) : null;
  };
  return Object.assign(rule, { marksRequired: options.required ?? false });
}
