import { Alert, Button, Skeleton } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { getFeeTrend, type FeeQuery } from '@/api/business/finance';
import { useServerData } from '@/app/use-server-data';
import { FeeChart } from './FeeChart';

/** The chart of the bill's current filters, asked of the server's monthly sums. */
export function FeeTrendPanel({ query }: { query: Omit<FeeQuery, 'pageIndex' | 'pageSize'> }) {
  const { t } = useTranslate();
  const { sortField: _field, sortOrder: _order, ...filters } = query;
  const trend = useServerData(['finance.bill.trend', filters], () => getFeeTrend(filters));
  if (trend.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('finance.bill.chart.failed')}>
        <Button size="xs" variant="light" color="red" onClick={trend.reload}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!trend.data) return <Skeleton h={260} role="status" aria-label={t('common.loading')} />;
  return <FeeChart points={trend.data.points} />;
}
