import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { exportPurseTransactions, getPurseTransactions, type TransactionQuery } from '@/api/business/finance';
import type { PurseTransaction } from '@/api/business/types/ledger';
import type { SortState } from '@/components/Table/types';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { LEDGER_SEARCH, ledgerColumns } from './ledger-columns';

const NEWEST_FIRST: SortState = { field: 'at', order: 'desc' };

/** The purse's transactions (append-only), filtered, paged and exported; an operator's of one customer. */
export function PurseLedger({ customerId }: { customerId?: string }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const baseQuery = useMemo(() => (customerId ? { customerId } : {}), [customerId]);
  const list = useBusinessList<PurseTransaction, TransactionQuery>({
    listId: 'finance.ledger',
    fetch: getPurseTransactions,
    rowKey: (row) => row.id,
    defaultSort: NEWEST_FIRST,
    baseQuery,
  });
  const columns = useMemo(() => ledgerColumns(locale, t), [locale, t]);
  return (
    <BusinessList
      list={list}
      aria-label={t('finance.ledger.title')}
      columns={columns}
      searchSchema={LEDGER_SEARCH}
      exporter={(format, query) => exportPurseTransactions(format, { ...query, ...baseQuery })}
      exportName="purse-transactions"
      emptyMessage={t('finance.ledger.empty')}
    />
  );
}
