import { Button, Grid, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { getSkuLabels } from '@/api/business/sku';
import { downloadBlob } from '@/views/Business/shared/download-blob';
import { isoDay } from '@/i18n/format';
import type { LabelItem } from './barcode/label-layout';
import { LabelItems, type ChosenSku } from './barcode/LabelItems';
import { DEFAULT_SETTINGS, LabelOptions, type LabelSettings } from './barcode/LabelOptions';
import { LabelPreview, LabelPrint } from './barcode/LabelPreview';
import { useChosenSkus } from './barcode/use-chosen-skus';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';

/** What a label shows: the system barcode, or the customer's own GTIN when asked for and present. */
export function labelItemsOf(chosen: readonly ChosenSku[], settings: LabelSettings): LabelItem[] {
  return chosen.map(({ sku, copies }) => ({
    barcode: settings.barcodeSource === 'customer' && sku.barcode ? sku.barcode : sku.systemBarcode,
    sku: sku.sku,
    name: sku.nameEn,
    copies,
  }));
}

/**
 * `/sku/barcode`: SKU labels (business.md §4): choose SKUs and copies, a label size and options; the
 * preview shows real Code 128 bars, printing uses the label's own page size, the PDF comes from `Sku/Labels`.
 */
export default function SkuBarcode() {
  const { t } = useTranslate();
  const { chosen, setChosen, loading } = useChosenSkus();
  const [settings, setSettings] = useState<LabelSettings>(DEFAULT_SETTINGS);
  const [printing, setPrinting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const items = useMemo(() => labelItemsOf(chosen, settings), [chosen, settings]);
  const empty = chosen.length === 0;

  const downloadPdf = () => {
    setDownloading(true);
    getSkuLabels({
      items: chosen.map(({ sku, copies }) => ({ skuId: sku.id, copies })),
      size: settings.size,
      madeInChina: settings.madeInChina,
      barcodeSource: settings.barcodeSource,
    }).then(
      (blob) => {
        setDownloading(false);
        const name = `sku-labels-${settings.size}-${isoDay()}.pdf`;
        downloadBlob(blob, name);
        notifications.show({ color: 'green', message: t('business.list.exported', { file: name }) });
      },
      () => setDownloading(false),
    );
  };

  return (
    <BusinessPage title={t('businessMenu.skuBarcode')} intro={t('sku.barcode.intro')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md">
              {loading && empty ? <Skeleton h={80} /> : <LabelItems value={chosen} onChange={setChosen} />}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <LabelOptions value={settings} onChange={setSettings} />
            </Paper>
            <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
              <Button
                leftSection={<IconPrinter size={16} />}
                disabled={empty}
                onClick={() => setPrinting(true)}
              >
                {t('sku.barcode.print')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconFileTypePdf size={16} />}
                disabled={empty}
                loading={downloading}
                onClick={downloadPdf}
              >
                {t('sku.barcode.downloadPdf')}
              </Button>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('sku.barcode.printHint')}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <LabelPreview items={items} size={settings.size} madeInChina={settings.madeInChina} />
        </Grid.Col>
      </Grid>
      {printing && (
        <LabelPrint
          items={items}
          size={settings.size}
          madeInChina={settings.madeInChina}
          onDone={() => setPrinting(false)}
        />
      )}
    </BusinessPage>
  );
}
