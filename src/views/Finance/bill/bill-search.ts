import { isFeeRangeTooLong, FEE_RANGE_MAX_DAYS } from '@/api/rules/settlement';
import type { FieldOptions, FieldRule } from '@/components/Form/types';
import { isoDay } from '@/i18n/format';
import type { FilterSchema, FilterValues } from '@/views/Business/shared/filter-form';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';
import { customerFilter } from '@/views/Business/shared/customer-filter';
import { FEE_BUSINESSES, FEE_CODES, feeBusinessKey, feeCodeKey } from '../parts/fee-words';

const dayOf = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
};

/** business.md §9: the bill looks back at most 365 days at once; an open end runs to today. */
export const withinFeeRange: FieldRule<FilterValues> = (value) => {
  if (!Array.isArray(value)) return null;
  const from = dayOf(value[0]);
  if (from === null) return null;
  const to = dayOf(value[1]) ?? isoDay();
  return isFeeRangeTooLong(from, to)
    ? { key: 'finance.bill.rangeTooLong', params: { days: FEE_RANGE_MAX_DAYS } }
    : null;
};

const select = (field: string, label: string, options: FieldOptions) => ({
  field,
  kind: 'select' as const,
  label,
  options,
  props: { clearable: true, searchable: true },
});

/** The bill's filters; every name is the API's query name. The operator may pick a customer. */
export function billSearch(operator: boolean): FilterSchema {
  return [
    { field: 'docNo', kind: 'text', label: 'finance.bill.docNo' },
    select(
      'business',
      'finance.bill.businessLabel',
      FEE_BUSINESSES.map((value) => ({ value, labelKey: feeBusinessKey(value) })),
    ),
    select(
      'feeCode',
      'finance.bill.feeCodeLabel',
      FEE_CODES.map((value) => ({ value, labelKey: feeCodeKey(value) })),
    ),
    select('warehouseCode', 'business.field.warehouse', warehouseOptions),
    select('billingStatus', 'finance.bill.billingStatus', [
      { value: 'UNBILLED', labelKey: 'finance.bill.billing.UNBILLED' },
      { value: 'BILLED', labelKey: 'finance.bill.billing.BILLED' },
    ]),
    ...(operator ? [customerFilter] : []),
    { field: 'at', kind: 'dateRange', label: 'finance.bill.range', rules: [withinFeeRange] },
  ];
}
