import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { ExportFormat } from '@/api/business/types/api';
import { downloadBlob } from '@/views/Business/shared/download-blob';

interface FormatDownloadsProps {
  /** what the buttons fetch, said before them */
  title: string;
  /** the key of a format's button: `<buttonKey>.xlsx`, `<buttonKey>.csv` */
  buttonKey: string;
  variant: 'light' | 'default';
  fetch: (format: ExportFormat) => Promise<Blob>;
  fileName: (format: ExportFormat) => string;
  /** the words when a download fails @default the server's message */
  failedText?: string;
}

/** One file in both spreadsheet formats, a button each; a failure is said beside them. */
export function FormatDownloads({
  title,
  buttonKey,
  variant,
  fetch,
  fileName,
  failedText,
}: FormatDownloadsProps) {
  const { t } = useTranslate();
  const [loading, setLoading] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (format: ExportFormat) => {
    setLoading(format);
    setFailed(null);
    try {
      downloadBlob(await fetch(format), fileName(format));
    } catch (error) {
      setFailed(failedText ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setLoading(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{title}</Text>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant={variant}
          leftSection={<IconDownload size={14} />}
          loading={loading === format}
          onClick={() => void download(format)}
        >
          {t(`${buttonKey}.${format}`)}
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
