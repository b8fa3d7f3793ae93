import { Button, Checkbox, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import { getInboundBoxLabels, getInboundSkuLabels, type BoxLabelSize } from '@/api/business/inbound';
import { PdfPreview, pdfObjectUrl } from '@/views/Business/shared/PdfPreview';

type Kind = 'box' | 'sku';
type SkuSize = '100x60' | '70x50' | '60x40' | 'A4';

const BOX_SIZES: BoxLabelSize[] = ['100x100', '100x150', 'A4'];
const SKU_SIZES: SkuSize[] = ['60x40', '70x50', '100x60', 'A4'];

interface LabelPrinterProps {
  orderId: string;
  inboundNo: string;
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Box labels (one per box) and SKU labels (copies = quantity) as a PDF: previewed here or downloaded. */
export function LabelPrinter({ orderId, inboundNo }: LabelPrinterProps) {
  const { t } = useTranslate();
  const [kind, setKind] = useState<Kind>('box');
  const [boxSize, setBoxSize] = useState<BoxLabelSize>('100x100');
  const [skuSize, setSkuSize] = useState<SkuSize>('60x40');
  const [madeInChina, setMadeInChina] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fetchPdf = () =>
    kind === 'box'
      ? getInboundBoxLabels(orderId, boxSize)
      : getInboundSkuLabels(orderId, { size: skuSize, madeInChina });
  const fileName = `${inboundNo}-${kind === 'box' ? `boxes-${boxSize}` : `sku-${skuSize}`}.pdf`;

  const run = async (what: 'preview' | 'download') => {
    setBusy(what);
    try {
      const blob = await fetchPdf();
      if (what === 'download') saveBlob(blob, fileName);
      else setPreview(pdfObjectUrl(blob));
    } catch {
      // the request client has shown why
    } finally {
      setBusy(null);
    }
  };

  const sizes = kind === 'box' ? BOX_SIZES : SKU_SIZES;
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('inbound.labels.kind')}
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setPreview(null);
          }}
          data={[
            { value: 'box', label: t('inbound.labels.box') },
            { value: 'sku', label: t('inbound.labels.sku') },
          ]}
        />
        <Select
          label={t('inbound.labels.size')}
          data={sizes.map((size) => ({ value: size, label: t(`inbound.labels.sizes.${size}`) }))}
          value={kind === 'box' ? boxSize : skuSize}
          onChange={(value) => {
            if (!value) return;
            if (kind === 'box') setBoxSize(value as BoxLabelSize);
            else setSkuSize(value as SkuSize);
            setPreview(null);
          }}
          allowDeselect={false}
          w={200}
        />
        {kind === 'sku' ? (
          <Checkbox
            label={t('inbound.labels.madeInChina')}
            checked={madeInChina}
            onChange={(event) => {
              setMadeInChina(event.currentTarget.checked);
              setPreview(null);
            }}
            mb={8}
          />
        ) : null}
      </Group>
      <Text fz="sm" c="dimmed">
        {t(kind === 'box' ? 'inbound.labels.boxHint' : 'inbound.labels.skuHint')}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconEye size={16} />}
          loading={busy === 'preview'}
          onClick={() => void run('preview')}
        >
          {t('inbound.labels.preview')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={busy === 'download'}
          onClick={() => void run('download')}
        >
          {t('inbound.labels.download')}
        </Button>
      </Group>
      {preview ? (
        <PdfPreview url={preview} title={t('inbound.labels.previewTitle', { name: fileName })} h={560} />
      ) : null}
    </Stack>
  );
}
