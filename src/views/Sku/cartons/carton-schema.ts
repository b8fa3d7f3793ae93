import type { CartonBinding } from '@/api/business/types/sku';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import { CARTON_FIELDS, readCarton } from '@/api/rules/sku';
import { sharedRule } from '../parts/shared-rules';
import { ACTIVE_OPTIONS } from '../parts/sku-options';

export type CartonValues = Pick<
  CartonBinding,
  | 'cartonSku'
  | 'componentSku'
  | 'unitsPerCarton'
  | 'barcode'
  | 'weightKg'
  | 'lengthCm'
  | 'widthCm'
  | 'heightCm'
  | 'status'
>;

type Field = keyof typeof CARTON_FIELDS;
const ruled = (field: Field): FieldRule<CartonValues>[] => [
  sharedRule<CartonValues>(readCarton, field, { spec: CARTON_FIELDS[field] }),
];

const measure = (field: 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm', dp: number) =>
  ({
    field,
    kind: 'number',
    label: `sku.fields.${field}`,
    span: 6,
    props: { min: 0, decimalScale: dp, hideControls: true },
    rules: ruled(field),
  }) as const;

/**
 * A full-box SKU: N ≥ 2 units of one SKU under its own code, barcode and carton size (business.md §4).
 * `componentField` is filled in by the form (a picker of approved SKUs, or fixed to the page's SKU).
 */
export function cartonSchema(): FormSchema<CartonValues> {
  return [
    {
      field: 'cartonSku',
      kind: 'text',
      label: 'sku.carton.cartonSku',
      description: 'sku.carton.cartonSkuHint',
      props: { styles: { input: { textTransform: 'uppercase' } } },
      rules: ruled('cartonSku'),
    },
    { field: 'componentSku', kind: 'text', label: 'sku.carton.componentSku', rules: ruled('componentSku') },
    {
      field: 'unitsPerCarton',
      kind: 'number',
      label: 'sku.carton.unitsPerCarton',
      description: 'sku.carton.unitsPerCartonHint',
      defaultValue: 2,
      // no `min`: the input would quietly raise a 1 to 2 on blur instead of saying what is wrong
      props: { allowDecimal: false, allowNegative: false },
      rules: ruled('unitsPerCarton'),
    },
    {
      field: 'barcode',
      kind: 'text',
      label: 'sku.carton.barcode',
      description: 'sku.form.barcodeHint',
      rules: ruled('barcode'),
    },
    measure('weightKg', 3),
    measure('lengthCm', 1),
    measure('widthCm', 1),
    measure('heightCm', 1),
    {
      field: 'status',
      kind: 'segmented',
      label: 'sku.carton.status',
      options: ACTIVE_OPTIONS,
      defaultValue: 'ACTIVE',
      rules: ruled('status'),
    },
  ];
}

/** The values as `Sku/SaveCarton` takes them. */
export const toCartonBody = (values: CartonValues, id?: string): Partial<CartonBinding> => ({
  ...values,
  cartonSku: values.cartonSku.trim().toUpperCase(),
  componentSku: values.componentSku.trim().toUpperCase(),
  barcode: values.barcode?.trim() || null,
  ...(id ? { id } : {}),
});
