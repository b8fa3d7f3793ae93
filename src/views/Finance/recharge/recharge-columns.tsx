import { Anchor, Text } from '@mantine/core';
import type { Recharge } from '@/api/business/types/documents';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime, formatMoney } from '@/i18n/format';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { rechargeDetailPath } from '../parts/recharge-paths';
import { creditedOf } from './recharge-figures';
import { currencyOptions, METHOD_OPTIONS } from './recharge-options';

/** The list's filters (business.md §9): number or reference, method, currency, created range. */
export const RECHARGE_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'finance.recharge.list.keyword' },
  {
    field: 'method',
    kind: 'select',
    label: 'finance.recharge.field.method',
    options: METHOD_OPTIONS,
    props: { clearable: true },
  },
  {
    field: 'currency',
    kind: 'select',
    label: 'business.field.currency',
    options: currencyOptions,
    props: { clearable: true },
  },
  { field: 'created', kind: 'dateRange', label: 'business.field.createdRange' },
];

export function rechargeColumns(locale: string, withCustomer: boolean): TableColumn<Recharge>[] {
  return [
    {
      field: 'rechargeNo',
      title: 'finance.recharge.field.rechargeNo',
      sortable: true,
      width: 170,
      render: (row) => (
        <Anchor
          href={`#${rechargeDetailPath(row.id)}`}
          fz="sm"
          ff="monospace"
          onClick={(event) => event.stopPropagation()}
        >
          {row.rechargeNo}
        </Anchor>
      ),
    },
    {
      field: 'customerId',
      title: 'business.field.customer',
      width: 100,
      hidden: !withCustomer,
      cardHidden: !withCustomer,
    },
    { field: 'method', title: 'finance.recharge.field.method', width: 140, options: METHOD_OPTIONS },
    {
      field: 'declaredAmount',
      title: 'finance.recharge.field.declaredAmount',
      sortable: true,
      width: 140,
      align: 'right',
      render: (row) => formatMoney(row.declaredAmount, row.currency, locale),
    },
    {
      field: 'credited',
      title: 'finance.recharge.field.credited',
      width: 140,
      align: 'right',
      render: (row) => {
        const credited = creditedOf(row);
        return credited === null ? (
          <Text span c="dimmed" fz="sm">
            —
          </Text>
        ) : (
          formatMoney(credited, row.currency, locale)
        );
      },
    },
    {
      field: 'status',
      title: 'business.field.status',
      width: 130,
      render: (row) => <StatusBadge kind="recharge" status={row.status} />,
    },
    { field: 'bankRefNo', title: 'finance.recharge.field.bankRefNo', width: 150, hidden: true },
    {
      field: 'createdAt',
      title: 'business.field.createdAt',
      sortable: true,
      width: 170,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
  ];
}
