import { List, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { defectiveHint, defectiveLabel, goodHint, goodLabel } from './strategy-options';

/** What a strategy does with returned units, in a merchant's words. */
export function StrategySummary({
  strategy,
}: {
  strategy: Pick<ReturnStrategy, 'onGood' | 'onDefective' | 'photoRequired'>;
}) {
  const { t } = useTranslate();
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        <Text span fz="sm" fw={600}>
          {t('rma.strategy.goodUnits')}: {t(goodLabel(strategy))}
        </Text>
        <Text fz="xs" c="dimmed">
          {t(goodHint(strategy))}
        </Text>
      </List.Item>
      <List.Item>
        <Text span fz="sm" fw={600}>
          {t('rma.strategy.defectiveUnits')}: {t(defectiveLabel(strategy))}
        </Text>
        <Text fz="xs" c="dimmed">
          {t(defectiveHint(strategy))}
        </Text>
      </List.Item>
      <List.Item>
        <Text span fz="sm">
          {t(strategy.photoRequired ? 'rma.strategy.photoYes' : 'rma.strategy.photoNo')}
        </Text>
      </List.Item>
    </List>
  );
}
