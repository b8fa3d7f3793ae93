import type { CustomField, FieldRule, FieldSpan } from '@/components/Form/types';
import { SkuPicker, type SkuSearch } from '@/views/Business/shared/SkuPicker';

/** A form field choosing one of the user's SKUs by code (declarations, certificates, listings, cartons). */
export function skuPickerField<V>(
  field: CustomField<V>['field'],
  label: string,
  rules: FieldRule<V>[],
  options: { status?: string; span?: FieldSpan; search?: SkuSearch } = {},
): CustomField<V> {
  return {
    field,
    kind: 'custom',
    label,
    span: options.span ?? 24,
    rules,
    render: (input) => (
      <SkuPicker
        label={input.label}
        required={input.required}
        withAsterisk={input.required}
        error={input.error}
        disabled={input.disabled}
        status={options.status}
        search={options.search}
        value={typeof input.value === 'string' && input.value !== '' ? input.value : null}
        onChange={(code) => {
          input.onChange(code ?? '');
          input.onBlur();
        }}
      />
    ),
  };
}
