import { Anchor, Badge, Text } from '@mantine/core';
import type { PurseTransaction } from '@/api/business/types/ledger';
import { LEDGER_MAX_DAYS } from '@/api/rules/purse';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime, formatMoney } from '@/i18n/format';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { rangeWithin } from '@/views/Business/shared/range-within';
import { documentPathOf, signedAmount } from '../parts/purse-ledger';
import { currencyOptions } from '../recharge/recharge-options';

const TYPES = ['CREDIT', 'DEBIT', 'FREEZE', 'UNFREEZE', 'ADJUST'] as const;
const SOURCES = ['RECHARGE', 'FEE', 'REFUND', 'ADJUSTMENT'] as const;
const TYPE_COLORS: Record<PurseTransaction['type'], string> = {
  CREDIT: 'green',
  DEBIT: 'red',
  FREEZE: 'gray',
  UNFREEZE: 'blue',
  ADJUST: 'orange',
};

/** The ledger's filters (business.md §9): currency, type, source, document, a range of ≤ 365 days. */
export const LEDGER_SEARCH: FilterSchema = [
  {
    field: 'currency',
    kind: 'select',
    label: 'business.field.currency',
    options: currencyOptions,
    props: { clearable: true },
  },
  {
    field: 'type',
    kind: 'select',
    label: 'finance.ledger.type',
    options: TYPES.map((value) => ({ value, labelKey: `finance.ledger.types.${value}` })),
    props: { clearable: true },
  },
  {
    field: 'source',
    kind: 'select',
    label: 'finance.ledger.source',
    options: SOURCES.map((value) => ({ value, labelKey: `finance.ledger.sources.${value}` })),
    props: { clearable: true },
  },
  { field: 'docNo', kind: 'text', label: 'finance.ledger.docNo' },
  {
    field: 'at',
    kind: 'dateRange',
    label: 'finance.ledger.range',
    rules: [rangeWithin(LEDGER_MAX_DAYS, 'finance.ledger.rangeTooLong')],
  },
];

export function ledgerColumns(locale: string, t: (key: string) => string): TableColumn<PurseTransaction>[] {
  return [
    {
      field: 'at',
      title: 'business.field.date',
      sortable: true,
      width: 170,
      render: (row) => formatDateTime(row.at, locale),
    },
    {
      field: 'type',
      title: 'finance.ledger.type',
      width: 110,
      render: (row) => (
        <Badge variant="light" color={TYPE_COLORS[row.type]}>
          {t(`finance.ledger.types.${row.type}`)}
        </Badge>
      ),
    },
    {
      field: 'source',
      title: 'finance.ledger.source',
      width: 110,
      render: (row) => t(`finance.ledger.sources.${row.source}`),
    },
    {
      field: 'amount',
      title: 'business.field.amount',
      sortable: true,
      width: 140,
      align: 'right',
      render: (row) => {
        const amount = signedAmount(row);
        const moving = row.type === 'FREEZE' || row.type === 'UNFREEZE';
        return (
          <Text span fz="sm" fw={500} c={moving ? 'dimmed' : amount < 0 ? 'red' : 'green'}>
            {`${amount > 0 ? '+' : ''}${formatMoney(amount, row.currency, locale)}`}
          </Text>
        );
      },
    },
    {
      field: 'balanceAfter',
      title: 'finance.ledger.balanceAfter',
      width: 140,
      align: 'right',
      render: (row) => formatMoney(row.balanceAfter, row.currency, locale),
    },
    {
      field: 'docNo',
      title: 'finance.ledger.document',
      width: 170,
      render: (row) => {
        const path = documentPathOf(row);
        if (!path) return row.docNo || '—';
        return (
          <Anchor href={`#${path}`} fz="sm" ff="monospace" onClick={(event) => event.stopPropagation()}>
            {row.docNo}
          </Anchor>
        );
      },
    },
    { field: 'remark', title: 'business.field.remark', width: 200, render: (row) => row.remark || '—' },
  ];
}
