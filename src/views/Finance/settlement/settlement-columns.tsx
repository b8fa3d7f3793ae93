import type { Settlement } from '@/api/business/types/documents';
import type { TableColumn } from '@/components/Table/types';
import { formatDate, formatMoney } from '@/i18n/format';
import type { ActionButtonsApi } from '@/views/Business/shared/use-document-actions';
import { HashLink } from '@/views/Business/shared/HashLink';
import { RowActions } from '@/views/Business/shared/RowActions';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { sumMoney } from '../parts/fee-words';
import { settlementDetailPath } from '../parts/settlement-paths';

/** What a statement billed in fees, all businesses together. */
export const feesOf = (s: Settlement): number => sumMoney(Object.values(s.feesByBusiness));

/** The settlement list's columns; the operator also sees whose statement each is. */
export function settlementColumns(
  locale: string,
  operator: boolean,
  actions: ActionButtonsApi<Settlement>,
): TableColumn<Settlement>[] {
  const money = (amount: number, s: Settlement) => formatMoney(amount, s.currency, locale);
  return [
    {
      field: 'settlementNo',
      title: 'finance.settlement.settlementNo',
      sortable: true,
      minWidth: 150,
      render: (s) => <HashLink to={settlementDetailPath(s.id)}>{s.settlementNo}</HashLink>,
    },
    ...(operator
      ? [{ field: 'customerId', title: 'business.field.customer', width: 90 } as TableColumn<Settlement>]
      : []),
    {
      field: 'periodFrom',
      title: 'finance.settlement.period',
      sortable: true,
      minWidth: 190,
      render: (s) => `${formatDate(s.periodFrom, locale)} – ${formatDate(s.periodTo, locale)}`,
    },
    {
      field: 'status',
      title: 'business.field.status',
      width: 110,
      render: (s) => <StatusBadge kind="settlement" status={s.status} />,
    },
    {
      field: 'openingBalance',
      title: 'finance.settlement.opening',
      align: 'right',
      width: 120,
      render: (s) => money(s.openingBalance, s),
    },
    {
      field: 'fees',
      title: 'finance.settlement.fees',
      align: 'right',
      width: 120,
      render: (s) => money(feesOf(s), s),
    },
    {
      field: 'closingBalance',
      title: 'finance.settlement.closing',
      align: 'right',
      width: 120,
      render: (s) => money(s.closingBalance, s),
    },
    {
      field: 'actions',
      title: 'business.field.actions',
      alwaysShown: true,
      fixed: 'right',
      minWidth: 160,
      render: (s) => <RowActions doc={s} actions={actions} />,
    },
  ];
}
