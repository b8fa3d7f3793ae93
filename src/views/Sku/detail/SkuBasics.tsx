import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import type { MeasuredDimensions, Sku } from '@/api/business/types/sku';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import { useCrudSchemas } from '@/hooks/use-crud-schemas';
import { formatDateTime, formatSize, formatWeight } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { skuSchemaItems } from '../form/sku-schema';

const link = (row: Sku) =>
  row.productUrl ? (
    <Anchor href={row.productUrl} target="_blank" rel="noreferrer" fz="sm" style={{ wordBreak: 'break-all' }}>
      {row.productUrl}
    </Anchor>
  ) : (
    '—'
  );

/** The SKU's own fields, and what the warehouse measured at the first receipt. */
export function SkuBasics({ sku }: { sku: Sku }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const items = useMemo(() => skuSchemaItems(locale), [locale]);
  const { descriptionItems } = useCrudSchemas(items);
  const shown = useMemo<DescriptionItem<Sku>[]>(
    () => descriptionItems.map((item) => (item.field === 'productUrl' ? { ...item, render: link } : item)),
    [descriptionItems],
  );
  const measuredItems: DescriptionItem<MeasuredDimensions>[] = [
    { field: 'warehouseCode', label: 'business.field.warehouse' },
    { field: 'weightKg', label: 'sku.fields.weightKg', render: (m) => formatWeight(m.weightKg, locale) },
    { field: 'size', label: 'sku.carton.size', render: (m) => formatSize(m, locale) },
    {
      field: 'measuredAt',
      label: 'sku.detail.measuredAt',
      render: (m) => formatDateTime(m.measuredAt, locale),
    },
  ];
  return (
    <Stack gap="lg">
      <Descriptions items={shown} data={sku} bordered labelWidth={120} />
      {sku.measured ? (
        <Descriptions
          title={t('sku.detail.measured')}
          items={measuredItems}
          data={sku.measured}
          bordered
          labelWidth={120}
        />
      ) : (
        <Text fz="sm" c="dimmed">
          {t('sku.detail.notMeasured')}
        </Text>
      )}
    </Stack>
  );
}
