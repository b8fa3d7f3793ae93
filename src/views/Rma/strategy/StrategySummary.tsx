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
      {[
        ['rma.strategy.goodUnits', goodLabel(strategy), goodHint(strategy)],
        ['rma.strategy.defectiveUnits', defectiveLabel(strategy), defectiveHint(strategy)],
      ].map(([units, name, hint]) => (
        <List.Item key={units}>
          <Text span fz="sm" fw={600}>
            {t(units)}: {t(name)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(hint)}
          </Text>
        </List.Item>
      ))}
      <List.Item>
        <Text span fz="sm">
          {t(strategy.photoRequired ? 'rma.strategy.photoYes' : 'rma.strategy.photoNo')}
        </Text>
      </List.Item>
    </List>
  );
}
