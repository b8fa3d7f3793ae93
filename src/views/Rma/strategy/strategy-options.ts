import { DEFECTIVE_ACTIONS, GOOD_ACTIONS, type ReturnStrategy } from '@/api/business/types/sku';
import type { FieldOption } from '@/components/Form/types';

/** What each option of a return strategy does, named and explained in `rma.strategy.*`. */
export const GOOD_OPTIONS: FieldOption[] = GOOD_ACTIONS.map((value) => ({
  value,
  labelKey: `rma.strategy.onGood.${value}`,
}));

export const DEFECTIVE_OPTIONS: FieldOption[] = DEFECTIVE_ACTIONS.map((value) => ({
  value,
  labelKey: `rma.strategy.onDefective.${value}`,
}));

export const SCOPE_OPTIONS: FieldOption[] = [
  { value: 'CUSTOMER_DEFAULT', labelKey: 'rma.strategy.scope.CUSTOMER_DEFAULT' },
  { value: 'SKU', labelKey: 'rma.strategy.scope.SKU' },
];

export const goodLabel = (s: Pick<ReturnStrategy, 'onGood'>) => `rma.strategy.onGood.${s.onGood}`;
export const goodHint = (s: Pick<ReturnStrategy, 'onGood'>) => `rma.strategy.onGoodHint.${s.onGood}`;
export const defectiveLabel = (s: Pick<ReturnStrategy, 'onDefective'>) =>
  `rma.strategy.onDefective.${s.onDefective}`;
export const defectiveHint = (s: Pick<ReturnStrategy, 'onDefective'>) =>
  `rma.strategy.onDefectiveHint.${s.onDefective}`;

export const isDefault = (s: Pick<ReturnStrategy, 'scope'>) => s.scope === 'CUSTOMER_DEFAULT';
