import { FLOW_REASONS } from '@/api/business/types/ledger';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { rangeWithin } from '@/views/Business/shared/range-within';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';

export const MAX_FLOW_DAYS = 31;
/** business.md §7: the flow's date range spans at most 31 days; an open end runs to today. */
export const withinFlowRange = rangeWithin(MAX_FLOW_DAYS, 'inventory.flow.rangeTooLong');

export const FLOW_SEARCH: FilterSchema = [
  { field: 'sku', kind: 'text', label: 'business.field.sku' },
  { field: 'warehouseCode', kind: 'select', label: 'business.field.warehouse', options: warehouseOptions },
  {
    field: 'reason',
    kind: 'select',
    label: 'inventory.flow.reason',
    options: FLOW_REASONS.map((reason) => ({ value: reason, labelKey: `inventory.reason.${reason}` })),
  },
  { field: 'docNo', kind: 'text', label: 'inventory.flow.docNo' },
  { field: 'at', kind: 'dateRange', label: 'inventory.flow.range', rules: [withinFlowRange] },
];
