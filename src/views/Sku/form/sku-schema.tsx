import type { Sku } from '@/api/business/types/sku';
import type { FormSchema } from '@/components/Form/types';
import type { CrudFieldOverride, CrudSchemaItem } from '@/hooks/use-crud-schemas';
import { SKU_FIELDS, readSku } from '@/api/rules/sku';
import { sharedRule } from '../parts/shared-rules';
import { CARGO_OPTIONS, SKU_STATUS_OPTIONS } from '../parts/sku-options';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { formatDateTime, formatNumber } from '@/i18n/format';

type Field = keyof typeof SKU_FIELDS;

const ruled = (field: Field, override: CrudFieldOverride<Sku> = {}): CrudFieldOverride<Sku> => ({
  ...override,
  rules: [sharedRule<Sku>(readSku, field, { spec: SKU_FIELDS[field] })],
});

const measure = (field: 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm', dp: number, language: string) =>
  ({
    field,
    label: `sku.fields.${field}`,
    kind: 'number',
    table: {
      width: 110,
      align: 'right',
      sortable: field === 'weightKg',
      render: (row) => formatNumber(row[field], language, { max: dp }),
    },
    form: ruled(field, { span: 6, props: { min: 0, decimalScale: dp, hideControls: true } }),
    detail: { render: (row) => formatNumber(row[field], language, { max: dp }) },
  }) satisfies CrudSchemaItem<Sku>;

/** Titled rules in the form, before the field each names. */
export const SKU_FORM_SECTIONS: Record<string, string> = {
  sku: 'sku.form.basics',
  weightKg: 'sku.form.sizes',
  brand: 'sku.form.more',
};

/** The form schema with its section titles put in. */
export function withSections<V>(schema: FormSchema<V>): FormSchema<V> {
  return schema.flatMap((field) => {
    const title = SKU_FORM_SECTIONS[field.field];
    return title
      ? [{ kind: 'divider', field: `section-${field.field}`, label: title } as const, field]
      : [field];
  });
}

/** The SKU's fields described once: the list's columns, the form (with the server's rules), the detail. */
export function skuSchemaItems(language: string): CrudSchemaItem<Sku>[] {
  return [
    {
      field: 'sku',
      label: 'sku.fields.sku',
      table: { width: 170, sortable: true, fixed: 'left' },
      form: ruled('sku', {
        description: 'sku.form.skuHint',
        props: { styles: { input: { textTransform: 'uppercase' } } },
      }),
    },
    {
      field: 'barcode',
      label: 'sku.fields.barcode',
      table: { width: 150, hidden: true },
      form: ruled('barcode', { description: 'sku.form.barcodeHint' }),
    },
    {
      field: 'nameEn',
      label: 'sku.fields.nameEn',
      table: { minWidth: 200, ellipsis: true, sortable: true },
      form: ruled('nameEn'),
    },
    {
      field: 'nameCn',
      label: 'sku.fields.nameCn',
      table: { minWidth: 160, ellipsis: true },
      form: ruled('nameCn'),
    },
    { field: 'category', label: 'sku.fields.category', table: { width: 140 }, form: ruled('category') },
    {
      field: 'cargoAttribute',
      label: 'sku.fields.cargoAttribute',
      kind: 'select',
      options: CARGO_OPTIONS,
      table: { width: 130 },
      form: ruled('cargoAttribute', {
        defaultValue: 'GENERAL',
        description: 'sku.form.cargoHint',
        props: { clearable: false, allowDeselect: false },
      }),
    },
    measure('weightKg', 3, language),
    measure('lengthCm', 1, language),
    measure('widthCm', 1, language),
    measure('heightCm', 1, language),
    { field: 'brand', label: 'sku.fields.brand', table: { hidden: true }, form: ruled('brand', { span: 8 }) },
    { field: 'model', label: 'sku.fields.model', table: { hidden: true }, form: ruled('model', { span: 8 }) },
    {
      field: 'material',
      label: 'sku.fields.material',
      table: { hidden: true },
      form: ruled('material', { span: 8 }),
    },
    {
      field: 'unit',
      label: 'sku.fields.unit',
      table: false,
      form: ruled('unit', { span: 8, defaultValue: 'PCS' }),
    },
    { field: 'purpose', label: 'sku.fields.purpose', table: false, form: ruled('purpose', { span: 16 }) },
    {
      field: 'productUrl',
      label: 'sku.fields.productUrl',
      table: false,
      form: ruled('productUrl', { span: 24 }),
      detail: { span: 2 },
    },
    {
      field: 'systemBarcode',
      label: 'sku.fields.systemBarcode',
      table: { width: 170, hidden: true },
      form: false,
    },
    {
      field: 'status',
      label: 'sku.fields.status',
      options: SKU_STATUS_OPTIONS,
      table: { width: 130, render: (row) => <StatusBadge kind="sku" status={row.status} /> },
      form: false,
      detail: { render: (row) => <StatusBadge kind="sku" status={row.status} /> },
    },
    {
      field: 'reviewRemark',
      label: 'sku.fields.reviewRemark',
      table: false,
      form: false,
      detail: { span: 2 },
    },
    {
      field: 'updatedAt',
      label: 'sku.fields.updatedAt',
      table: { width: 170, sortable: true, render: (row) => formatDateTime(row.updatedAt, language) },
      form: false,
      detail: { render: (row) => formatDateTime(row.updatedAt, language) },
    },
    {
      field: 'createdAt',
      label: 'sku.fields.createdAt',
      table: {
        width: 170,
        sortable: true,
        hidden: true,
        render: (row) => formatDateTime(row.createdAt, language),
      },
      form: false,
      detail: { render: (row) => formatDateTime(row.createdAt, language) },
    },
  ];
}
