import type { FieldRule, RuleMessage } from '@/components/Form/types';
import type { FieldErrors, RuleKey, Spec } from '@mocks/db/rules/fields';

/**
 * The SKU forms check with the very readers the back-end runs (`mocks/db/rules/sku.ts`, pure and
 * shared by design), so a value the form lets through is one the server accepts. A reader answers a
 * rule key per field; the console shows `sku.rules.<key>`, worded as the server's message.
 */
export type Reader = (input: unknown, errors: FieldErrors) => unknown;

export const ruleMessage = (key: RuleKey): RuleMessage => ({ key: `sku.rules.${key}` });

/** The rule keys `read` answers for the whole of `values`. */
export function problemsOf(read: Reader, values: unknown): FieldErrors {
  const errors: FieldErrors = {};
  read(values, errors);
  return errors;
}

/** A spec that refuses a blank value: its field gets the required mark. */
export function isRequiredSpec(spec: Spec | undefined): boolean {
  if (!spec) return false;
  if (spec.type === 'text') return spec.required !== undefined;
  if (spec.type === 'number') return spec.required !== false;
  if (spec.type === 'enum') return spec.fallback === undefined;
  return false;
}

/**
 * A form rule for `field`: runs `read` over every value of the form (through `toInput` when the form
 * holds something else than the API takes, such as a File) and answers the field's own problem.
 */
export function sharedRule<V>(
  read: Reader,
  field: string,
  options: { spec?: Spec; required?: boolean; toInput?: (values: V) => unknown } = {},
): FieldRule<V> {
  const rule = (_value: unknown, values: V) => {
    const key = problemsOf(read, options.toInput ? options.toInput(values) : values)[field];
    return key ? ruleMessage(key) : null;
  };
  return Object.assign(rule, { marksRequired: options.required ?? isRequiredSpec(options.spec) });
}
