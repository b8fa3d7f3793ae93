import { Badge, Stack, Text } from '@mantine/core';
import type { FeeItem } from '@/api/business/types/ledger';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { HashLink } from '@/views/Business/shared/HashLink';
import { feeBusinessKey, feeCodeKey, feeComputation, feeRuleWords } from '../parts/fee-words';
import { settlementDetailPath } from '../parts/settlement-paths';
import { FeeDocLink } from './FeeDocLink';

type T = (key: string, params?: Record<string, string | number>) => string;

/** How a fee was computed and the tariff rule that priced it. */
export function FeeComputation({ fee, t, locale }: { fee: FeeItem; t: T; locale: string }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" ff="monospace" data-testid={`computation-${fee.feeNo}`}>
        {feeComputation(fee, locale)}
      </Text>
      <Text fz="xs" c="dimmed" data-testid={`rule-${fee.feeNo}`}>
        {feeRuleWords(fee.tariffRule, fee.currency, t, locale)}
      </Text>
    </Stack>
  );
}

/** The bill's columns; the operator also sees whose fee each is. */
export function billColumns(t: T, locale: string, operator: boolean): TableColumn<FeeItem>[] {
  return [
    {
      field: 'at',
      title: 'finance.bill.at',
      sortable: true,
      minWidth: 150,
      render: (f) => formatDateTime(f.at, locale),
    },
    { field: 'feeNo', title: 'finance.bill.feeNo', sortable: true, minWidth: 150 },
    ...(operator
      ? [{ field: 'customerId', title: 'business.field.customer', width: 90 } as TableColumn<FeeItem>]
      : []),
    {
      field: 'business',
      title: 'finance.bill.businessLabel',
      width: 100,
      render: (f) => t(feeBusinessKey(f.business)),
    },
    {
      field: 'feeCode',
      title: 'finance.bill.feeCodeLabel',
      minWidth: 120,
      render: (f) => t(feeCodeKey(f.feeCode)),
    },
    { field: 'docNo', title: 'finance.bill.docNo', minWidth: 170, render: (f) => <FeeDocLink fee={f} /> },
    { field: 'warehouseCode', title: 'business.field.warehouse', width: 90 },
    {
      field: 'computation',
      title: 'finance.bill.computation',
      minWidth: 230,
      render: (f) => <FeeComputation fee={f} t={t} locale={locale} />,
    },
    {
      field: 'amount',
      title: 'business.field.amount',
      sortable: true,
      align: 'right',
      width: 110,
      render: (f) => formatMoney(f.amount, f.currency, locale),
    },
    {
      field: 'billingStatus',
      title: 'finance.bill.billingStatus',
      minWidth: 140,
      render: (f) =>
        f.settlementNo ? (
          <HashLink to={settlementDetailPath(f.settlementNo)}>{f.settlementNo}</HashLink>
        ) : (
          <Badge variant="light" color="gray">
            {t('finance.bill.billing.UNBILLED')}
          </Badge>
        ),
    },
  ];
}
