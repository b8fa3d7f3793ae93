import { Checkbox, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useId } from 'react';
import type { SkuLabelRequest, SkuLabelSize } from '@/api/business/sku';
import { LABEL_SIZES } from './label-layout';

export type BarcodeSource = NonNullable<SkuLabelRequest['barcodeSource']>;

export interface LabelSettings {
  size: SkuLabelSize;
  madeInChina: boolean;
  barcodeSource: BarcodeSource;
}

export const DEFAULT_SETTINGS: LabelSettings = {
  size: '100x60',
  madeInChina: false,
  barcodeSource: 'system',
};

/** Label size, which barcode, and the "Made in China" line. */
export function LabelOptions({
  value,
  onChange,
}: {
  value: LabelSettings;
  onChange: (next: LabelSettings) => void;
}) {
  const { t } = useTranslate();
  const sizeId = useId();
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fz="sm" fw={500} id={sizeId}>
          {t('sku.barcode.size')}
        </Text>
        <SegmentedControl
          aria-labelledby={sizeId}
          fullWidth
          size="xs"
          value={value.size}
          onChange={(size) => onChange({ ...value, size: size as SkuLabelSize })}
          data={LABEL_SIZES.map((size) => ({ value: size, label: t(`sku.barcode.sizes.${size}`) }))}
        />
      </Stack>
      <Radio.Group
        label={t('sku.barcode.source')}
        value={value.barcodeSource}
        onChange={(source) => onChange({ ...value, barcodeSource: source as BarcodeSource })}
      >
        <Stack gap={6} mt={4}>
          <Radio value="system" label={t('sku.barcode.sourceSystem')} />
          <Radio value="customer" label={t('sku.barcode.sourceCustomer')} />
        </Stack>
      </Radio.Group>
      <Checkbox
        label={t('sku.barcode.madeInChina')}
        checked={value.madeInChina}
        onChange={(event) => onChange({ ...value, madeInChina: event.currentTarget.checked })}
      />
    </Stack>
  );
}
