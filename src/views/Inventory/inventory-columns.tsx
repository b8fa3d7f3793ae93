import { Anchor, Text } from '@mantine/core';
import type { AgeBands, BalanceRow } from '@/api/business/inventory';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime, formatNumber } from '@/i18n/format';

export const TOTAL_ID = '__total';
const AGE_BANDS: (keyof AgeBands)[] = ['d0to30', 'd31to90', 'd91to180', 'd180plus'];
const BUCKETS = [
  'inTransit',
  'pendingPutaway',
  'available',
  'reserved',
  'unsellable',
  'frozen',
  'onHand',
] as const;
const SORTABLE = new Set(['inTransit', 'available', 'reserved', 'unsellable', 'frozen', 'onHand']);

export const isTotal = (row: BalanceRow) => row.id === TOTAL_ID;

/** The page's rows added up, as one more row (its SKU cell says so). */
export function totalsRow(rows: BalanceRow[], label: string): BalanceRow {
  const sum = (pick: (row: BalanceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    id: TOTAL_ID,
    customerId: '',
    warehouseCode: '',
    sku: label,
    inTransit: sum((r) => r.inTransit),
    pendingPutaway: sum((r) => r.pendingPutaway),
    available: sum((r) => r.available),
    reserved: sum((r) => r.reserved),
    unsellable: sum((r) => r.unsellable),
    frozen: sum((r) => r.frozen),
    onHand: sum((r) => r.onHand),
    shipped: sum((r) => r.shipped),
    lastMovementAt: '',
    ageBands: {
      d0to30: sum((r) => r.ageBands.d0to30),
      d31to90: sum((r) => r.ageBands.d31to90),
      d91to180: sum((r) => r.ageBands.d91to180),
      d180plus: sum((r) => r.ageBands.d180plus),
    },
  };
}

export interface InventoryColumnOptions {
  locale: string;
  operator: boolean;
  onOpenSku: (row: BalanceRow) => void;
  openSkuLabel: (sku: string) => string;
}

const bold = (row: BalanceRow, text: string) =>
  isTotal(row) ? (
    <Text fz="sm" fw={700}>
      {text}
    </Text>
  ) : (
    text
  );

export function inventoryColumns({
  locale,
  operator,
  onOpenSku,
  openSkuLabel,
}: InventoryColumnOptions): TableColumn<BalanceRow>[] {
  const number = (value: number, row: BalanceRow) => bold(row, formatNumber(value, locale));
  return [
    {
      field: 'sku',
      title: 'business.field.sku',
      sortable: true,
      fixed: 'left',
      width: 170,
      render: (row) =>
        isTotal(row) ? (
          <Text fz="sm" fw={700}>
            {row.sku}
          </Text>
        ) : (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            fw={600}
            aria-label={openSkuLabel(row.sku)}
            onClick={() => onOpenSku(row)}
          >
            {row.sku}
          </Anchor>
        ),
    },
    { field: 'warehouseCode', title: 'business.field.warehouse', sortable: true, width: 100 },
    ...(operator
      ? [{ field: 'customerId', title: 'inventory.list.customer', width: 90 } as TableColumn<BalanceRow>]
      : []),
    ...BUCKETS.map((bucket): TableColumn<BalanceRow> => ({
      field: bucket,
      title: `business.bucket.${bucket}`,
      align: 'right',
      width: 96,
      sortable: SORTABLE.has(bucket),
      render: (row) => number(row[bucket], row),
    })),
    {
      field: 'shipped',
      title: 'business.bucket.shipped',
      align: 'right',
      width: 96,
      sortable: true,
      hidden: true,
      render: (row) => number(row.shipped, row),
    },
    ...AGE_BANDS.map((band): TableColumn<BalanceRow> => ({
      field: `age.${band}`,
      title: `inventory.age.${band}`,
      align: 'right',
      width: 88,
      render: (row) => number(row.ageBands[band], row),
    })),
    {
      field: 'lastMovementAt',
      title: 'inventory.list.lastMovementAt',
      sortable: true,
      minWidth: 150,
      render: (row) => (isTotal(row) ? '' : formatDateTime(row.lastMovementAt, locale)),
    },
  ];
}
