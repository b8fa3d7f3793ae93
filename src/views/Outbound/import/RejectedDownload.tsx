import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getOutboundImportRejected } from '@/api/business/outbound';
import type { ExportFormat } from '@/api/business/types/api';
import { downloadBlob } from '@/views/Business/shared/download-blob';

/** The rows with errors, with an error column, to fix in a spreadsheet and import again. */
export function RejectedDownload({ importId, count }: { importId: string; count: number }) {
  const { t } = useTranslate();
  const [loading, setLoading] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (count === 0) return null;
  const fetchRejected = async (format: ExportFormat) => {
    setLoading(format);
    setFailed(null);
    try {
      downloadBlob(await getOutboundImportRejected(importId, format), `outbound-import-rejected.${format}`);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{t('outbound.import.rejected.title', { count })}</Text>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={loading === format}
          onClick={() => void fetchRejected(format)}
        >
          {t(`outbound.import.rejected.${format}`)}
        </Button>
      ))}
      {failed && (
        <Text size="sm" c="red" role="alert">
          {failed}
        </Text>
      )}
    </Group>
  );
}
