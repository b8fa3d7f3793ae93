import { EXCEPTION_REASONS } from '@machines/business/outbound-order.machine';
import { getCarrierList } from '@/api/business/warehouse';
import { PLATFORMS } from '@/api/business/types/sku';
import { OUTBOUND_TYPES } from '@/api/rules/outbound';
import type { FieldOption, OptionLoader } from '@/components/Form/types';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';
import { countryOptions } from '@/views/Business/shared/country-options';

const keyed = (prefix: string, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));

export const TYPE_OPTIONS = keyed('outbound.list.types', OUTBOUND_TYPES);
export const REASON_OPTIONS = keyed('outbound.list.reasons', EXCEPTION_REASONS);

const carrierOptions: OptionLoader = () =>
  getCarrierList({ pageIndex: 1, pageSize: 200 }).then((page) =>
    page.list.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` })),
  );

const select = (field: string, label: string, options: FieldOption[] | OptionLoader) => ({
  field,
  kind: 'select' as const,
  label,
  options,
  props: { clearable: true, searchable: true },
});

/**
 * The list's filters (business.md §6). The keyword is matched by the server against the order number,
 * the reference and the tracking number; every other name is the API's query name.
 */
export const outboundSearch = (locale: string): FilterSchema => [
  { field: 'keyword', kind: 'text', label: 'outbound.list.keyword' },
  select('warehouseCode', 'business.field.warehouse', warehouseOptions),
  select('carrierCode', 'outbound.list.carrier', carrierOptions),
  select('type', 'outbound.list.type', TYPE_OPTIONS),
  select('platform', 'outbound.list.platform', keyed('sku.platform', PLATFORMS)),
  { field: 'storeName', kind: 'text', label: 'outbound.list.storeName' },
  select('countryCode', 'outbound.list.country', countryOptions(locale)),
  { field: 'created', kind: 'dateRange', label: 'business.field.createdRange' },
  { field: 'shipped', kind: 'dateRange', label: 'outbound.list.shippedRange' },
  select('exceptionReason', 'outbound.list.exceptionReason', REASON_OPTIONS),
];

/** The FBA list: the type is fixed, the rest as the list's. */
export const fbaSearch = (locale: string): FilterSchema =>
  outboundSearch(locale).filter((field) => field.field !== 'type');

/** The warehouse queue: the warehouse is chosen above the list. */
export const QUEUE_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'outbound.list.keyword' },
  select('carrierCode', 'outbound.list.carrier', carrierOptions),
  select('type', 'outbound.list.type', TYPE_OPTIONS),
];
