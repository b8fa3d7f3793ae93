import type { FieldRule, RuleMessage } from '@/components/Form/types';
import { readerRule, type Reader } from '@/components/Form/reader-rule';
import { isRequiredSpec, type RuleKey, type Spec } from '@/api/rules/fields';

/**
 * The SKU forms check with the very readers the back-end runs (`src/api/rules/sku.ts`, pure and
 * shared by design), so a value the form lets through is one the server accepts. A reader answers a
 * rule key per field; the console shows `sku.rules.<key>`, worded as the server's message.
 */
/** `declarationDuplicate` is the server's uniqueness check, repeated by the form against the list. */
export const ruleMessage = (key: RuleKey | 'declarationDuplicate'): RuleMessage => ({
  key: `sku.rules.${key}`,
});

/**
 * A form rule for `field`: runs `read` over every value of the form (through `toInput` when the form
 * holds something else than the API takes, such as a File) and answers the field's own problem.
 */
export function sharedRule<V>(
  read: Reader<RuleKey>,
  field: string,
  options: { spec?: Spec; required?: boolean; toInput?: (values: V) => unknown } = {},
): FieldRule<V> {
  return readerRule<V, RuleKey>(read, field, {
    message: ruleMessage,
    required: options.required ?? isRequiredSpec(options.spec),
    toInput: options.toInput,
  });
}
