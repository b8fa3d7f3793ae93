import { Alert, Button, Group, Image, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconPrinter } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import type { WaybillSize } from '@/api/business/outbound';
import { ApiError } from '@/api/errors';
import { downloadBlob } from '@/views/Business/shared/download-blob';
import { PdfPreview, pdfObjectUrl } from '@/views/Business/shared/PdfPreview';

export const LABEL_SIZES: readonly WaybillSize[] = ['4x6', '10x10', '10x15'];

export interface LabelFileProps {
  /** fetches the file in a size (sizes are ignored by an uploaded file) */
  load: (size: WaybillSize) => Promise<Blob>;
  /** the downloaded file's name */
  fileName: (size: WaybillSize) => string;
  /** the preview frame's accessible name */
  title: string;
  /** offer the size choice (the carrier's labels; an uploaded one is as it was uploaded) */
  sized?: boolean;
}

interface Preview {
  url: string;
  image: boolean;
}

/** A label file: size, preview (the browser's PDF viewer in a frame, or an image), download, print. */
export function LabelFile({ load, fileName, title, sized = true }: LabelFileProps) {
  const { t } = useTranslate();
  const [size, setSize] = useState<WaybillSize>('4x6');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'download' | 'print' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);

  const run = async (what: 'preview' | 'download' | 'print') => {
    setBusy(what);
    setFailure(null);
    try {
      const blob = await load(size);
      if (what === 'download') downloadBlob(blob, fileName(size));
      else if (what === 'print') {
        const { printBlob } = await import('./print-blob');
        printBlob(blob);
      } else {
        const image = blob.type.startsWith('image/');
        setPreview({ url: image ? URL.createObjectURL(blob) : pdfObjectUrl(blob), image });
      }
    } catch (error) {
      setFailure(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      {sized ? (
        <Stack gap={4}>
          <Text fz="sm" fw={500} id={`${title}-size`}>
            {t('outbound.waybill.size')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${title}-size`}
            value={size}
            onChange={(value) => {
              setSize(value as WaybillSize);
              setPreview(null);
            }}
            data={LABEL_SIZES.map((value) => ({ value, label: t(`outbound.waybill.sizes.${value}`) }))}
          />
        </Stack>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconEye size={16} />}
          loading={busy === 'preview'}
          onClick={() => void run('preview')}
        >
          {t('outbound.waybill.preview')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={busy === 'download'}
          onClick={() => void run('download')}
        >
          {t('outbound.waybill.download')}
        </Button>
        <Button
          leftSection={<IconPrinter size={16} />}
          loading={busy === 'print'}
          onClick={() => void run('print')}
        >
          {t('outbound.waybill.print')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {preview?.image ? <Image src={preview.url} alt={title} fit="contain" mah={560} /> : null}
      {preview && !preview.image ? (
        // a PDF the server checked by its bytes, in the browser's own viewer; images as images
        <PdfPreview url={preview.url} title={title} h={{ base: 420, sm: 560 }} />
      ) : null}
    </Stack>
  );
}
