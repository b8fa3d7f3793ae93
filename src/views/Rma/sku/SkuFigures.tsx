import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { SkuReturns } from '@/api/business/rma';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** Returned ÷ shipped units as a percentage with one decimal; no rate before anything shipped. */
export function returnRate(units: number, shipped: number): number | null {
  return shipped > 0 ? (units / shipped) * 100 : null;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** How much of the SKU came back: returns, units per grade, shipped units and the return rate. */
export function SkuFigures({ returns }: { returns: SkuReturns }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const rate = returnRate(returns.units, returns.shipped);
  const { totals } = returns;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure label={t('rma.sku.figures.rmas')} value={n(totals.rmas)} />
      <Figure
        label={t('rma.sku.figures.units')}
        value={n(returns.units)}
        hint={t('rma.sku.figures.unitsHint')}
      />
      <Figure label={t('rma.sku.figures.shipped')} value={n(returns.shipped)} />
      <Figure
        label={t('rma.sku.figures.rate')}
        value={rate === null ? '—' : `${formatNumber(rate, locale, 1)}%`}
        hint={rate === null ? t('rma.sku.figures.rateNone') : t('rma.sku.figures.rateHint')}
      />
      <Figure label={t('rma.sku.figures.expected')} value={n(totals.expected)} />
      <Figure label={t('rma.sku.figures.good')} value={n(totals.good)} />
      <Figure label={t('rma.sku.figures.defective')} value={n(totals.defective)} />
      <Figure label={t('rma.sku.figures.unidentified')} value={n(totals.unidentified)} />
    </SimpleGrid>
  );
}
