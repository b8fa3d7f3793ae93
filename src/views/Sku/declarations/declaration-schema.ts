import type { Declaration } from '@/api/business/types/sku';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import { DECLARATION_FIELDS, readDeclaration } from '@/api/rules/sku';
import { ruleMessage, sharedRule } from '../parts/shared-rules';
import { DIRECTION_OPTIONS, priceFields } from '../parts/sku-options';
import { countryOptions } from '@/views/Business/shared/country-options';

export type DeclarationValues = Pick<
  Declaration,
  | 'sku'
  | 'countryCode'
  | 'direction'
  | 'declaredNameEn'
  | 'declaredNameCn'
  | 'hsCode'
  | 'declaredValue'
  | 'currency'
  | 'originCountry'
>;

/** A declaration's key: one per SKU, country and direction (business.md §4). */
export const declarationKey = (d: Pick<Declaration, 'countryCode' | 'direction'>) =>
  `${d.countryCode}/${d.direction}`;

type Field = keyof typeof DECLARATION_FIELDS;
const ruled = (field: Field): FieldRule<DeclarationValues>[] => [
  sharedRule<DeclarationValues>(readDeclaration, field, { spec: DECLARATION_FIELDS[field] }),
];

/** The server refuses a second declaration of a SKU for one country and direction: said at the country. */
function unique(taken: ReadonlySet<string>): FieldRule<DeclarationValues> {
  return (_value, values) =>
    values.countryCode && taken.has(declarationKey(values)) ? ruleMessage('declarationDuplicate') : null;
}

export function declarationSchema(
  language: string,
  { taken, skuField }: { taken: ReadonlySet<string>; skuField: 'hidden' | 'locked' | 'picker' },
): FormSchema<DeclarationValues> {
  const countries = countryOptions(language);
  return [
    {
      field: 'sku',
      kind: 'text',
      label: 'sku.fields.sku',
      hidden: skuField === 'hidden',
      disabled: skuField === 'locked',
      span: 24,
      rules: ruled('sku'),
    },
    {
      field: 'countryCode',
      kind: 'select',
      label: 'sku.declaration.countryCode',
      options: countries,
      props: { searchable: true },
      rules: [...ruled('countryCode'), unique(taken)],
    },
    {
      field: 'direction',
      kind: 'segmented',
      label: 'sku.declaration.direction',
      options: DIRECTION_OPTIONS,
      defaultValue: 'IMPORT',
      rules: ruled('direction'),
    },
    {
      field: 'declaredNameEn',
      kind: 'text',
      label: 'sku.declaration.declaredNameEn',
      rules: ruled('declaredNameEn'),
    },
    {
      field: 'declaredNameCn',
      kind: 'text',
      label: 'sku.declaration.declaredNameCn',
      rules: ruled('declaredNameCn'),
    },
    {
      field: 'hsCode',
      kind: 'text',
      label: 'sku.declaration.hsCode',
      description: 'sku.declaration.hsCodeHint',
      props: { inputMode: 'numeric', maxLength: 10 },
      rules: ruled('hsCode'),
    },
    {
      field: 'originCountry',
      kind: 'select',
      label: 'sku.declaration.originCountry',
      options: countries,
      defaultValue: 'CN',
      props: { searchable: true },
      rules: ruled('originCountry'),
    },
    ...priceFields<DeclarationValues>(
      { field: 'declaredValue', label: 'sku.declaration.declaredValue', rules: ruled('declaredValue') },
      ruled('currency'),
    ),
  ];
}
