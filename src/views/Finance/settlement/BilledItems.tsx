import { Badge, Button } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { getFees, type FeeQuery } from '@/api/business/finance';
import type { Settlement } from '@/api/business/types/documents';
import type { FeeItem } from '@/api/business/types/ledger';
import type { TableColumn } from '@/components/Table/types';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { useBusinessList, type BusinessListApi } from '@/views/Business/shared/use-business-list';
import { billColumns } from '../bill/bill-columns';

/** The list of the fee items a statement billed; its selection is what a dispute names. */
export function useBilledItems(settlement: Settlement): BusinessListApi<FeeItem, FeeQuery> {
  return useBusinessList<FeeItem, FeeQuery>({
    listId: 'finance.settlement.items',
    fetch: getFees,
    rowKey: (row) => row.feeNo,
    baseQuery: { settlementNo: settlement.settlementNo, customerId: settlement.customerId },
    defaultSort: { field: 'feeNo', order: 'asc' },
    defaultPageSize: 50,
    inUrl: false,
  });
}

export interface BilledItemsProps {
  settlement: Settlement;
  list: BusinessListApi<FeeItem, FeeQuery>;
  /** when the customer may dispute: the chosen rows are offered for a dispute */
  onDispute?: (items: FeeItem[]) => void;
}

/** The fee items a statement billed (linked to their documents), the disputed ones marked. */
export function BilledItems({ settlement, list, onDispute }: BilledItemsProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const disputed = settlement.disputedFeeNos;
  const columns = useMemo((): TableColumn<FeeItem>[] => {
    const base = billColumns(t, locale, false).filter((column) => column.field !== 'billingStatus');
    return [
      ...base,
      {
        field: 'disputed',
        title: 'finance.settlement.disputedColumn',
        width: 110,
        render: (fee) =>
          disputed.includes(fee.feeNo) ? (
            <Badge color="orange" variant="light">
              {t('finance.settlement.disputed')}
            </Badge>
          ) : null,
      },
    ];
  }, [t, locale, disputed]);
  const label = t('finance.settlement.items');
  return (
    <BusinessList
      list={list}
      aria-label={label}
      columns={columns}
      bulkActions={
        onDispute
          ? (rows) => (
              <Button size="xs" color="orange" variant="light" onClick={() => onDispute(rows)}>
                {t('finance.settlement.dispute.chosen', { count: rows.length })}
              </Button>
            )
          : undefined
      }
      emptyMessage={t('finance.settlement.noItems')}
    />
  );
}
