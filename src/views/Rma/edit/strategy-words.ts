import type { ReturnStrategy } from '@/api/business/types/sku';

type Translate = (key: string, params?: Record<string, string>) => string;
type Rules = Pick<ReturnStrategy, 'onGood' | 'onDefective' | 'photoRequired'>;

/** What a strategy does, in words: on good units, on defective ones, and whether photos are taken. */
export function describeStrategy(t: Translate, rules: Rules): string {
  const text = t('rma.edit.strategy.does', {
    good: t(`rma.field.onGood.${rules.onGood}`),
    defective: t(`rma.field.onDefective.${rules.onDefective}`),
  });
  return rules.photoRequired ? `${text} ${t('rma.edit.strategy.photo')}` : text;
}
