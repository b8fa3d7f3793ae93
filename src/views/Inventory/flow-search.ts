import { FLOW_REASONS } from '@/api/business/types/ledger';
import type { FieldRule } from '@/components/Form/types';
import type { FilterSchema, FilterValues } from '@/views/Business/shared/filter-form';
import { isoDay } from '@/i18n/format';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';

export const MAX_FLOW_DAYS = 31;
const DAY_MS = 86_400_000;

const dayMs = (value: unknown): number | null => {
  if (typeof value !== 'string' || value === '') return null;
  const at = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at) ? null : at;
};

/** business.md §7: the flow's date range spans at most 31 days; an open end runs to today. */
export const withinFlowRange: FieldRule<FilterValues> = (value) => {
  if (!Array.isArray(value)) return null;
  const from = dayMs(value[0]);
  if (from === null) return null;
  const to = dayMs(value[1]) ?? (dayMs(isoDay()) as number);
  return to - from >= MAX_FLOW_DAYS * DAY_MS ? { key: 'inventory.flow.rangeTooLong' } : null;
};

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
