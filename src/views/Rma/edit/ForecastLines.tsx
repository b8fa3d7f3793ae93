import { Alert, Group, NumberInput, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { RmaFormValues } from './rma-form';
import type { OriginalOrder } from './use-rma-refs';

interface ForecastLinesProps {
  form: UseFormReturnType<RmaFormValues>;
  original: OriginalOrder | null;
  loading: boolean;
  failed: boolean;
}

/** The original order's shipped SKUs, each with what may still come back and how many will. */
export function ForecastLines({ form, original, loading, failed }: ForecastLinesProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (failed) {
    return (
      <Alert color="red" role="alert">
        {t('rma.edit.orderFailed')}
      </Alert>
    );
  }
  if (!original) {
    return loading ? (
      <Skeleton height={96} />
    ) : (
      <Text c="dimmed" fz="sm">
        {t('rma.edit.pickOrderFirst')}
      </Text>
    );
  }
  const facts = new Map(original.skus.map((s) => [s.sku, s]));
  // one row per shipped SKU, its facts beside the quantity (wrapping under it on a phone)
  return (
    <Stack gap="xs" role="list" aria-label={t('rma.edit.linesTitle')}>
      {form.values.lines.map((line, index) => {
        const fact = facts.get(line.sku);
        return (
          <Paper key={line.key} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 200px' }}>
                <Text fz="sm" ff="monospace" fw={600}>
                  {line.sku}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('rma.edit.shippedFacts', {
                    shipped: formatNumber(fact?.shipped ?? 0, locale),
                    elsewhere: formatNumber(fact?.elsewhere ?? 0, locale),
                  })}
                </Text>
                {form.errors[`lines.${index}.sku`] ? (
                  <Text fz="xs" c="red">
                    {form.errors[`lines.${index}.sku`]}
                  </Text>
                ) : null}
              </Stack>
              <NumberInput
                aria-label={t('rma.edit.qtyOf', { sku: line.sku })}
                description={t('rma.edit.upTo', { max: formatNumber(fact?.returnable ?? 0, locale) })}
                min={0}
                max={10_000}
                allowDecimal={false}
                allowNegative={false}
                placeholder="0"
                style={{ flex: '0 1 180px' }}
                {...form.getInputProps(`lines.${index}.expectedQty`)}
              />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
