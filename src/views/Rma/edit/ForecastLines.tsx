import { Alert, NumberInput, Skeleton, Table, Text } from '@mantine/core';
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
  return (
    <Table.ScrollContainer minWidth={440}>
      <Table aria-label={t('rma.edit.linesTitle')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('business.field.sku')}</Table.Th>
            <Table.Th ta="right">{t('rma.edit.shipped')}</Table.Th>
            <Table.Th ta="right">{t('rma.edit.elsewhere')}</Table.Th>
            <Table.Th w={150}>{t('rma.field.expectedQty')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.values.lines.map((line, index) => {
            const fact = facts.get(line.sku);
            return (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <Text fz="sm" ff="monospace">
                    {line.sku}
                  </Text>
                  {form.errors[`lines.${index}.sku`] ? (
                    <Text fz="xs" c="red">
                      {form.errors[`lines.${index}.sku`]}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(fact?.shipped ?? 0, locale)}</Table.Td>
                <Table.Td ta="right">{formatNumber(fact?.elsewhere ?? 0, locale)}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('rma.edit.qtyOf', { sku: line.sku })}
                    description={t('rma.edit.upTo', { max: formatNumber(fact?.returnable ?? 0, locale) })}
                    min={0}
                    max={10_000}
                    allowDecimal={false}
                    allowNegative={false}
                    placeholder="0"
                    {...form.getInputProps(`lines.${index}.expectedQty`)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
