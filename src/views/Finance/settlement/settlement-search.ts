import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { customerFilter } from '@/views/Business/shared/customer-filter';

/** The settlements' filters: a number, the period (by its first day), the operator's customer. */
export function settlementSearch(operator: boolean): FilterSchema {
  return [
    { field: 'keyword', kind: 'text', label: 'finance.settlement.settlementNo' },
    { field: 'period', kind: 'dateRange', label: 'finance.settlement.periodRange' },
    ...(operator ? [customerFilter] : []),
  ];
}
