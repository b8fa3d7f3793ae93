import { CERTIFICATE_SHOWN_STATUSES } from '@machines/business/certificate-review.machine';
import { DECLARATION_STATUSES } from '@machines/business/declaration-review.machine';
import { SKU_STATUSES } from '@machines/business/sku-review.machine';
import { CERTIFICATE_TYPES, PLATFORMS } from '@/api/business/types/sku';
import type { FieldName, FieldOption, FieldRule, FormSchema } from '@/components/Form/types';
import { CARGO_ATTRIBUTES } from '@/api/rules/sku';

/** The SKU area's code lists as choices; labels are `sku.*` keys. */

const choices = (values: readonly string[], prefix: string): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));

export const SKU_STATUS_OPTIONS = choices(SKU_STATUSES, 'business.status.sku');
export const CARGO_OPTIONS = choices(CARGO_ATTRIBUTES, 'sku.cargo');
export const DIRECTION_OPTIONS = choices(['IMPORT', 'EXPORT'], 'sku.direction');
export const REVIEW_STATUS_OPTIONS = choices(DECLARATION_STATUSES, 'business.status.review');
export const CERTIFICATE_STATUS_OPTIONS = choices(CERTIFICATE_SHOWN_STATUSES, 'business.status.certificate');
export const ACTIVE_OPTIONS = choices(['ACTIVE', 'INACTIVE'], 'business.status.active');
export const PLATFORM_OPTIONS = choices(PLATFORMS, 'sku.platform');
// certificate type codes are names in both languages, except the two described ones
export const CERTIFICATE_TYPE_OPTIONS: FieldOption[] = CERTIFICATE_TYPES.map((value) =>
  value === 'BRAND_AUTHORISATION' || value === 'OTHER'
    ? { value, labelKey: `sku.certificateType.${value}` }
    : { value, label: value },
);

/** Currencies offered in the pickers; the server takes any ISO-4217 code. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'CNY'];

/**
 * A price as the declaration and listing forms ask for it: the amount (not negative, 2 dp) and its
 * currency (USD unless chosen), each with its rules.
 */
export function priceFields<V extends { currency: string }>(
  amount: { field: FieldName<V>; label: string; rules: FieldRule<V>[] },
  currencyRules: FieldRule<V>[],
): FormSchema<V> {
  return [
    {
      field: amount.field,
      kind: 'number',
      label: amount.label,
      props: { min: 0, decimalScale: 2, hideControls: true },
      rules: amount.rules,
    },
    {
      field: 'currency' as FieldName<V>,
      kind: 'select',
      label: 'sku.declaration.currency',
      options: CURRENCIES.map((code) => ({ value: code, label: code })),
      defaultValue: 'USD',
      rules: currencyRules,
    },
  ];
}
