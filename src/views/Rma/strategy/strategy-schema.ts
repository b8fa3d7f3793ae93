import { readStrategy, STRATEGY_FIELDS } from '@/api/rules/rma';
import type { RuleKey } from '@/api/rules/fields';
import { isRequiredSpec } from '@/api/rules/fields';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { readerRule } from '@/components/Form/reader-rule';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import type { SkuSearch } from '@/views/Business/shared/SkuPicker';
import { skuPickerField } from '@/views/Sku/parts/sku-picker-field';
import { DEFECTIVE_OPTIONS, GOOD_OPTIONS, SCOPE_OPTIONS } from './strategy-options';

export type StrategyValues = Pick<
  ReturnStrategy,
  'name' | 'scope' | 'onGood' | 'onDefective' | 'photoRequired'
> & { sku: string };

type Field = keyof typeof STRATEGY_FIELDS;

/** The field's problem as the server's reader sees it (`src/api/rules/rma.ts`), in `rma.strategy.rules`. */
const ruled = (field: Field): FieldRule<StrategyValues>[] => [
  readerRule<StrategyValues, RuleKey>(readStrategy, field, {
    message: (key) => ({ key: `rma.strategy.rules.${key}` }),
    required: isRequiredSpec(STRATEGY_FIELDS[field]),
  }),
];

/**
 * A return strategy (business.md §8): its name, whether it is the customer default or kept besides
 * (tied to one SKU, or to none: a return may still choose it), and what happens to good and defective
 * units. The options' hints say in words what each does.
 */
export function strategySchema(skuSearch?: SkuSearch): FormSchema<StrategyValues> {
  return [
    { field: 'name', kind: 'text', label: 'rma.strategy.field.name', rules: ruled('name') },
    {
      field: 'scope',
      kind: 'radioGroup',
      label: 'rma.strategy.field.scope',
      description: 'rma.strategy.field.scopeHint',
      options: SCOPE_OPTIONS,
      defaultValue: 'SKU',
      rules: ruled('scope'),
    },
    skuPickerField<StrategyValues>('sku', 'rma.strategy.field.sku', ruled('sku'), {
      status: 'APPROVED',
      search: skuSearch,
    }),
    {
      field: 'onGood',
      kind: 'radioGroup',
      label: 'rma.strategy.field.onGood',
      options: GOOD_OPTIONS,
      defaultValue: 'RESTOCK',
      rules: ruled('onGood'),
    },
    {
      field: 'onDefective',
      kind: 'radioGroup',
      label: 'rma.strategy.field.onDefective',
      options: DEFECTIVE_OPTIONS,
      defaultValue: 'RESTOCK_AS_DEFECTIVE',
      rules: ruled('onDefective'),
    },
    {
      field: 'photoRequired',
      kind: 'switch',
      label: 'rma.strategy.field.photoRequired',
      description: 'rma.strategy.field.photoRequiredHint',
      defaultValue: false,
    },
  ];
}

/** The values as `Rma/SaveStrategy` takes them; the default names no SKU. */
export function toStrategyBody(values: StrategyValues, id?: string): Partial<ReturnStrategy> {
  const sku = (values.sku ?? '').trim().toUpperCase();
  return {
    name: (values.name ?? '').trim(),
    scope: values.scope,
    sku: values.scope === 'SKU' && sku !== '' ? sku : null,
    onGood: values.onGood,
    onDefective: values.onDefective,
    photoRequired: Boolean(values.photoRequired),
    ...(id ? { id } : {}),
  };
}

export const strategyValues = (s: ReturnStrategy | null): Partial<StrategyValues> =>
  s ? { ...s, sku: s.sku ?? '' } : {};
