import { Box, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { SkuReturns } from '@/api/business/rma';
import { formatMonth, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

const SkuTrendChart = lazy(() => import('./SkuTrendChart'));

/**
 * Returns per month over the last 12 months of the server's clock: a line chart with a name that
 * says what it shows, and the same figures as a table (read out by screen readers; shown on a phone
 * instead of the chart).
 */
export function SkuTrend({ months }: { months: SkuReturns['months'] }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const total = months.reduce((sum, m) => sum + m.units, 0);
  const name = t('rma.sku.trend.chartName', {
    from: formatMonth(months[0]?.month ?? '', locale),
    to: formatMonth(months[months.length - 1]?.month ?? '', locale),
    units: formatNumber(total, locale),
  });
  const table = (
    <Table.ScrollContainer minWidth={280}>
      <Table striped withTableBorder aria-label={t('rma.sku.trend.tableName')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rma.sku.trend.month')}</Table.Th>
            <Table.Th ta="right">{t('rma.sku.trend.rmas')}</Table.Th>
            <Table.Th ta="right">{t('rma.sku.trend.units')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{formatMonth(m.month, locale)}</Table.Td>
              <Table.Td ta="right">{formatNumber(m.rmas, locale)}</Table.Td>
              <Table.Td ta="right">{formatNumber(m.units, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  let chart: ReactNode = null;
  if (!phone) {
    chart = (
      <Box h={260} role="img" aria-label={name}>
        <Suspense fallback={<Skeleton h={260} />}>
          <SkuTrendChart
            months={months}
            label={t('rma.sku.trend.units')}
            locale={locale}
            monthLabel={(month) => formatMonth(month, locale)}
          />
        </Suspense>
      </Box>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rma-sku-trend">
      <Title order={4} id="rma-sku-trend" mb={4}>
        {t('rma.sku.trend.title')}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {name}
      </Text>
      {chart}
      {phone ? table : <VisuallyHidden>{table}</VisuallyHidden>}
    </Paper>
  );
}
