import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { InboundTotals } from './inbound-form';

/** The order's totals as the boxes stand: boxes, units, weight and volume. */
export function BoxTotals({ totals }: { totals: InboundTotals }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const items = [
    { key: 'boxes', label: t('inbound.totals.boxes'), value: formatNumber(totals.boxes, locale) },
    { key: 'units', label: t('inbound.totals.units'), value: formatNumber(totals.units, locale) },
    {
      key: 'weight',
      label: t('inbound.totals.weight'),
      value: `${formatNumber(totals.weightKg, locale, 3)} kg`,
    },
    {
      key: 'volume',
      label: t('inbound.totals.volume'),
      value: `${formatNumber(totals.volumeM3, locale, 3)} m³`,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label={t('inbound.totals.title')}>
      {items.map((item) => (
        <Paper key={item.key} withBorder p="sm" radius="md">
          <Text fz="xs" c="dimmed">
            {item.label}
          </Text>
          <Text fw={600} fz="lg" data-testid={`total-${item.key}`}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
