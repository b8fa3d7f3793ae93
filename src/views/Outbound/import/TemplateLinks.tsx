import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { ExportFormat } from '@/api/business/types/api';
import { getOutboundImportTemplate } from '@/api/business/outbound';
import { downloadBlob } from '@/views/Business/shared/download-blob';

/** The template in both formats: the columns the import reads, required ones marked `*`, one example row. */
export function TemplateLinks() {
  const { t } = useTranslate();
  const [loading, setLoading] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const fetchTemplate = async (format: ExportFormat) => {
    setLoading(format);
    setFailed(false);
    try {
      downloadBlob(await getOutboundImportTemplate(format), `outbound-import-template.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setLoading(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{t('outbound.import.template.title')}</Text>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={loading === format}
          onClick={() => void fetchTemplate(format)}
        >
          {t(`outbound.import.template.${format}`)}
        </Button>
      ))}
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t('outbound.import.template.failed')}
        </Text>
      )}
    </Group>
  );
}
