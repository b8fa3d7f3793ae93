import { Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { exportFees, type FeeQuery, type StorageJobResult } from '@/api/business/finance';
import type { FeeItem } from '@/api/business/types/ledger';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { billColumns } from './bill/bill-columns';
import { billSearch } from './bill/bill-search';
import { FeeTotals } from './bill/FeeTotals';
import { FeeTrendPanel } from './bill/FeeTrendPanel';
import { StorageJobButton } from './bill/StorageJobButton';
import { StorageJobNotice } from './bill/StorageJobNotice';
import { useFeeTotals } from './bill/use-fee-totals';
import { FEES } from './list-sources';

/**
 * `views/Finance/FinanceBill` (`/finance/bill`, business.md §9): the fee items with their totals per
 * business and a chart per month, each item leading to the document that posted it and showing how it
 * was computed; the operator sees every customer's and may run the storage job.
 */
export default function FinanceBill() {
  const { t } = useTranslate();
  const locale = useLocale();
  const operator = useBusinessRole() === 'operator';
  const list = useBusinessList<FeeItem, FeeQuery>({ ...FEES, rowKey: (row) => row.id });
  const totals = useFeeTotals(list);
  const [job, setJob] = useState<StorageJobResult | null>(null);
  const columns = useMemo(() => billColumns(t, locale, operator), [t, locale, operator]);
  const schema = useMemo(() => billSearch(operator), [operator]);
  const title = t('finance.bill.title');
  return (
    <BusinessPage title={title} intro={t('finance.bill.intro')}>
      <Stack>
        {job && <StorageJobNotice result={job} onClose={() => setJob(null)} />}
        <FeeTotals totals={totals} />
        <FeeTrendPanel query={list.exportQuery} />
        <BusinessList
          list={list}
          aria-label={title}
          columns={columns}
          searchSchema={schema}
          exporter={exportFees}
          exportName={t('finance.bill.exportName')}
          toolbar={operator ? <StorageJobButton onDone={setJob} /> : undefined}
          emptyMessage={t('finance.bill.empty')}
        />
      </Stack>
    </BusinessPage>
  );
}
