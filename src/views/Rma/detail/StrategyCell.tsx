import { Badge, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { AppliedStrategy } from '@/api/business/types/sku';

/** Which strategy applies to a line, why, and what it does with good and defective units. */
export function StrategyCell({ applied }: { applied: AppliedStrategy | undefined }) {
  const { t } = useTranslate();
  if (!applied) return <>—</>;
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={500}>
        {applied.strategy?.name ?? t('rma.detail.strategy.standard')}
        <Text span c="dimmed" fz="xs">
          {' · '}
          {t(`rma.detail.strategy.source.${applied.source}`)}
        </Text>
      </Text>
      <Text fz="xs">
        {t('rma.detail.strategy.rule', {
          good: t(`rma.detail.onGood.${applied.onGood}`),
          defective: t(`rma.detail.onDefective.${applied.onDefective}`),
        })}
      </Text>
      {applied.photoRequired ? (
        <Badge size="xs" variant="light" color="orange">
          {t('rma.detail.strategy.photoRequired')}
        </Badge>
      ) : null}
    </Stack>
  );
}
