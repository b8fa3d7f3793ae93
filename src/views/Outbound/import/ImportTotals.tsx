import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ImportTotals as Totals } from '@/api/business/outbound';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** The file in four numbers: rows, valid rows, rows with errors, orders (and how many are valid). */
export function ImportTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale, 0);
  const items = [
    { key: 'rows', label: t('outbound.import.totals.rows'), value: n(totals.rows), color: undefined },
    {
      key: 'valid',
      label: t('outbound.import.totals.validRows'),
      value: n(totals.validRows),
      color: 'green',
    },
    {
      key: 'invalid',
      label: t('outbound.import.totals.invalidRows'),
      value: n(totals.invalidRows),
      color: totals.invalidRows > 0 ? 'red' : undefined,
    },
    {
      key: 'orders',
      label: t('outbound.import.totals.orders'),
      value: t('outbound.import.totals.ordersValue', {
        valid: n(totals.validOrders),
        total: n(totals.orders),
      }),
      color: undefined,
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
      aria-label={t('outbound.import.totals.title')}
      role="group"
    >
      {items.map((item) => (
        <Paper key={item.key} withBorder p="xs" radius="sm">
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text fw={700} size="lg" c={item.color} data-testid={`import-total-${item.key}`}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
