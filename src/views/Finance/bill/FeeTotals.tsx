import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { FeeList } from '@/api/business/finance';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { FEE_BUSINESSES, feeBusinessKey, sumMoney } from '../parts/fee-words';

/** The selected items' totals per business (every page, not only the one shown) and their sum. */
export function FeeTotals({
  totals,
  currency = 'USD',
}: {
  totals: FeeList['totals'] | undefined;
  currency?: string;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (!totals) return <Skeleton h={56} role="status" aria-label={t('common.loading')} />;
  const shown = FEE_BUSINESSES.filter((business) => totals[business] !== undefined);
  const all = sumMoney(shown.map((business) => totals[business] ?? 0));
  return (
    <Paper withBorder p="sm" role="group" aria-label={t('finance.bill.totals')}>
      <Group gap="lg" wrap="wrap">
        {shown.map((business) => (
          <div key={business} data-testid={`fee-total-${business}`}>
            <Text fz="xs" c="dimmed">
              {t(feeBusinessKey(business))}
            </Text>
            <Text fw={600}>{formatMoney(totals[business] ?? 0, currency, locale)}</Text>
          </div>
        ))}
        <div data-testid="fee-total-all">
          <Text fz="xs" c="dimmed">
            {t('finance.bill.totalAll')}
          </Text>
          <Text fw={700}>{formatMoney(all, currency, locale)}</Text>
        </div>
      </Group>
    </Paper>
  );
}
