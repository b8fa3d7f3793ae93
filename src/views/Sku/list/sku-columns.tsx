import { Anchor } from '@mantine/core';
import type { Sku } from '@/api/business/types/sku';
import type { TableColumn } from '@/components/Table/types';
import { buildCrudSchemas } from '@/hooks/use-crud-schemas';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { skuSchemaItems } from '../form/sku-schema';
import { skuDetailPath } from '../parts/sku-paths';
import { formatSize } from '@/i18n/format';
import { CARGO_OPTIONS } from '../parts/sku-options';

/** The SKU code as a link to its detail (the row opens it too; the link is what a keyboard reaches). */
export const skuLink = (row: Sku) => (
  <Anchor
    href={`#${skuDetailPath(row.id)}`}
    fz="sm"
    ff="monospace"
    onClick={(event) => event.stopPropagation()}
  >
    {row.sku}
  </Anchor>
);

/** The list's columns from the SKU's schema: the code links to the detail, sizes in one column. */
export function skuColumns(locale: string, { withCustomer }: { withCustomer: boolean }): TableColumn<Sku>[] {
  const columns = buildCrudSchemas(skuSchemaItems(locale)).tableColumns.filter(
    (column) => !['lengthCm', 'widthCm', 'heightCm'].includes(column.field),
  );
  const size: TableColumn<Sku> = {
    field: 'size',
    title: 'sku.carton.size',
    width: 170,
    render: (row) => formatSize(row, locale),
  };
  const customer: TableColumn<Sku> = { field: 'customerId', title: 'business.field.customer', width: 100 };
  return columns.flatMap((column) => {
    if (column.field === 'sku') return [{ ...column, render: skuLink }, ...(withCustomer ? [customer] : [])];
    if (column.field === 'weightKg') return [column, size];
    return [column];
  });
}

export const SKU_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'sku.list.keyword', placeholder: 'sku.list.keywordPlaceholder' },
  { field: 'cargoAttribute', kind: 'select', label: 'sku.fields.cargoAttribute', options: CARGO_OPTIONS },
  { field: 'category', kind: 'text', label: 'sku.fields.category' },
  { field: 'created', kind: 'dateRange', label: 'business.field.createdRange' },
];
