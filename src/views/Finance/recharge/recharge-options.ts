import { RECHARGE_METHODS } from '@machines/business/recharge.machine';
import { getPurses } from '@/api/business/finance';
import type { FieldOption } from '@/components/Form/types';

/** The recharge methods as choices, worded under `finance.recharge.method.*`. */
export const METHOD_OPTIONS: FieldOption[] = RECHARGE_METHODS.map((value) => ({
  value,
  labelKey: `finance.recharge.method.${value}`,
}));

/** The currencies the user's purses hold (an operator: every customer's), for a list filter. */
export async function currencyOptions(): Promise<FieldOption[]> {
  const page = await getPurses({ pageIndex: 1, pageSize: 200 });
  return [...new Set(page.list.map((purse) => purse.currency))]
    .sort()
    .map((value) => ({ value, label: value }));
}
