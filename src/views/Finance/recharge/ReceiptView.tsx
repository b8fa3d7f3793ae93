import { Anchor, Button, Card, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useMemo } from 'react';
import { getRechargeReceipt } from '@/api/business/recharge';
import { useServerData } from '@/app/use-server-data';
import { downloadBlob } from '@/views/Business/shared/download-blob';
import { PdfPreview, pdfObjectUrl } from '@/views/Business/shared/PdfPreview';
import { RetryAlert } from './RetryAlert';

/**
 * A recharge's receipt: an image inline, a PDF in the browser's viewer (words instead where it has
 * none) with a link to open it; a message when there is none or it cannot be loaded.
 */
export function ReceiptView({ fileId, name }: { fileId: string | null; name: string }) {
  const { t } = useTranslate();
  if (!fileId) {
    return (
      <Text fz="sm" c="dimmed">
        {t('finance.recharge.receipt.none')}
      </Text>
    );
  }
  return <LoadedReceipt fileId={fileId} name={name} />;
}

/** The receipt in a card of its own, titled (the detail page, the review queue). */
export function ReceiptCard({ fileId, name }: { fileId: string | null; name: string }) {
  const { t } = useTranslate();
  return (
    <Card withBorder padding="md" component="section" aria-label={t('finance.recharge.receipt.heading')}>
      <Stack gap="sm">
        <Text fw={600}>{t('finance.recharge.receipt.heading')}</Text>
        <ReceiptView key={fileId ?? ''} fileId={fileId} name={name} />
      </Stack>
    </Card>
  );
}

function LoadedReceipt({ fileId, name }: { fileId: string; name: string }) {
  const { t } = useTranslate();
  const file = useServerData(['recharge-receipt', fileId], () => getRechargeReceipt(fileId));
  const blob = file.status === 'loaded' ? file.data : null;
  const url = useMemo(
    () => (blob ? (blob.type.startsWith('image/') ? URL.createObjectURL(blob) : pdfObjectUrl(blob)) : null),
    [blob],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (file.status === 'failed') {
    return (
      <RetryAlert
        color="orange"
        title={t('finance.recharge.receipt.failed')}
        message={file.message}
        onRetry={file.reload}
      />
    );
  }
  if (!blob || !url) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text fz="sm" c="dimmed">
          {t('finance.recharge.receipt.loading')}
        </Text>
      </Group>
    );
  }
  const title = t('finance.recharge.receipt.title', { no: name });
  return (
    <Stack gap="xs">
      {blob.type.startsWith('image/') ? (
        <Image src={url} alt={title} fit="contain" mah={480} radius="sm" />
      ) : (
        <PdfPreview url={url} title={title} h={420} fallback={t('finance.recharge.receipt.noPreview')} />
      )}
      <Group gap="sm">
        <Anchor href={url} target="_blank" rel="noopener" fz="sm">
          {t('finance.recharge.receipt.open')}
        </Anchor>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          onClick={() => downloadBlob(blob, `receipt-${name}`)}
        >
          {t('finance.recharge.receipt.download')}
        </Button>
      </Group>
    </Stack>
  );
}
