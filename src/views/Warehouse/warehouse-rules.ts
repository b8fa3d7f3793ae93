import type { RuleKey } from '@/api/rules/fields';
import { TRACKING_TOKEN } from '@/api/rules/warehouse';
import { readerRule, type Reader } from '@/components/Form/reader-rule';
import type { FieldRule, RuleMessage } from '@/components/Form/types';

/**
 * The warehouse and carrier forms check with the back-end's own readers (`src/api/rules/warehouse.ts`),
 * so every limit the server enforces is met before Save. A few keys keep the form's shorter words;
 * any other shows `warehouse.rules.<key>`, worded as the server's message.
 */
const OWN_WORDS: Partial<Record<RuleKey, RuleMessage>> = {
  warehouseCodeInvalid: { key: 'warehouse.form.codeInvalid' },
  countryCodeInvalid: { key: 'warehouse.form.countryInvalid' },
  currencyInvalid: { key: 'warehouse.form.currencyInvalid' },
  carrierCodeInvalid: { key: 'warehouse.carrier.form.codeHint' },
  trackingUrlTemplateInvalid: {
    key: 'warehouse.carrier.form.templateInvalid',
    params: { token: TRACKING_TOKEN },
  },
};

export const warehouseRuleMessage = (key: RuleKey): RuleMessage =>
  OWN_WORDS[key] ?? { key: `warehouse.rules.${key}` };

/** A form rule answering `read`'s problem at `path` (the field's name unless nested). */
export const sharedRule = <V>(
  read: Reader<RuleKey>,
  toInput: (values: V) => unknown,
  field: string,
  path?: string,
): FieldRule<V> => readerRule<V, RuleKey>(read, field, { message: warehouseRuleMessage, toInput, path });
