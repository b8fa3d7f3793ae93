import { RMA_SOURCES } from '@/api/rules/rma';
import type { FieldOption } from '@/components/Form/types';
import { getWarehouseList } from '@/api/business/warehouse';

/** The sources of a return as select options, worded by `rma.field.sources.*`. */
export const RMA_SOURCE_OPTIONS: FieldOption[] = RMA_SOURCES.map((source) => ({
  value: source,
  labelKey: `rma.field.sources.${source}`,
}));

/** The warehouses that take returns, for the list's filter. */
export async function returnWarehouseOptions(): Promise<FieldOption[]> {
  const page = await getWarehouseList({ pageIndex: 1, pageSize: 200 });
  return page.list
    .filter((w) => w.capabilities.returns)
    .map((w) => ({ value: w.code, label: `${w.code} · ${w.nameEn || w.name}` }));
}
