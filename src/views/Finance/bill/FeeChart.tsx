import { Box, Center, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { lazy, Suspense, useState } from 'react';
import type { FeeTrendPoint } from '@/api/business/finance';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { ChartLegend } from '@/views/Dashboard/ChartLegend';
import { FEE_BUSINESSES, feeBusinessKey } from '../parts/fee-words';

// nivo loads with this page only, when the chart is first shown
const LineChart = lazy(() => import('@/views/Dashboard/LineChart').then((m) => ({ default: m.LineChart })));

const COLORS: Record<string, string> = {
  INBOUND: '#228be6',
  OUTBOUND: '#fd7e14',
  STORAGE: '#40c057',
  RETURN: '#be4bdb',
  VAS: '#15aabf',
  OTHER: '#868e96',
};

/** The months and businesses of the points, in order, and the amount of each pair. */
export function trendTable(points: readonly FeeTrendPoint[]) {
  const months = [...new Set(points.map((p) => p.month))].sort();
  const businesses = FEE_BUSINESSES.filter((b) => points.some((p) => p.business === b));
  const amount = new Map(points.map((p) => [`${p.month} ${p.business}`, p.amount]));
  return {
    months,
    businesses,
    amountOf: (month: string, business: string) => amount.get(`${month} ${business}`) ?? 0,
  };
}

/** Fees per business per month (the bill's chart), with the same figures as a table. */
export function FeeChart({
  points,
  currency = 'USD',
}: {
  points: readonly FeeTrendPoint[];
  currency?: string;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { months, businesses, amountOf } = trendTable(points);
  const title = t('finance.bill.chart.title');
  if (months.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('finance.bill.chart.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={view}
        onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
        aria-label={t('finance.bill.chart.view')}
        data={[
          { value: 'chart', label: t('finance.bill.chart.asChart') },
          { value: 'table', label: t('finance.bill.chart.asTable') },
        ]}
      />
      {view === 'chart' ? (
        <>
          <Box h={260} role="img" aria-label={t('finance.bill.chart.label', { months: months.length })}>
            <Suspense
              fallback={
                <Center h="100%">
                  <Loader size="sm" role="status" aria-label={t('common.loading')} />
                </Center>
              }
            >
              <LineChart
                locale={locale}
                colors={businesses.map((b) => COLORS[b])}
                series={businesses.map((b) => ({
                  id: t(feeBusinessKey(b)),
                  data: months.map((month) => ({ x: month, y: amountOf(month, b) })),
                }))}
              />
            </Suspense>
          </Box>
          {/* which line is which business, as page text that wraps on a phone */}
          <ChartLegend entries={businesses.map((b) => ({ label: t(feeBusinessKey(b)), color: COLORS[b] }))} />
        </>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.bill.chart.month')}</Table.Th>
                {businesses.map((b) => (
                  <Table.Th key={b} ta="right">
                    {t(feeBusinessKey(b))}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((month) => (
                <Table.Tr key={month}>
                  <Table.Th scope="row">{month}</Table.Th>
                  {businesses.map((b) => (
                    <Table.Td key={b} ta="right">
                      {formatMoney(amountOf(month, b), currency, locale)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
