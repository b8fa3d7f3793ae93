import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import type { BalanceRow } from '@/api/business/inventory';
import { formatNumber } from '@/i18n/format';

const FIGURES = ['available', 'reserved', 'inTransit', 'unsellable', 'frozen', 'onHand'] as const;
const AGES = ['d0to30', 'd31to90', 'd91to180', 'd180plus'] as const;

export interface BalanceCardProps {
  row: BalanceRow;
  locale: string;
  /** the SKU as a link (or the totals label) */
  title: ReactNode;
  actions: ReactNode;
}

/** One balance at phone width: the buckets that matter in a grid, the age bands in a line. */
export function BalanceCard({ row, locale, title, actions }: BalanceCardProps) {
  const { t } = useTranslate();
  return (
    <Stack gap={8}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {title}
        {row.warehouseCode && (
          <Badge variant="light" radius="sm">
            {row.warehouseCode}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={3} spacing={6} verticalSpacing={6}>
        {FIGURES.map((bucket) => (
          <Stack key={bucket} gap={0}>
            <Text fz="xs" c="dimmed">
              {t(`business.bucket.${bucket}`)}
            </Text>
            <Text fz="sm" fw={bucket === 'available' || bucket === 'onHand' ? 700 : 500}>
              {formatNumber(row[bucket], locale)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {AGES.map((band) => `${t(`inventory.age.${band}`)} ${formatNumber(row.ageBands[band], locale)}`).join(
          ' · ',
        )}
      </Text>
      {actions}
    </Stack>
  );
}
