import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getSettlementStatement } from '@/api/business/finance';
import type { Settlement } from '@/api/business/types/documents';
import { describeFailure } from '@/views/Business/shared/action-error';
import { downloadBlob } from '@/views/Business/shared/download-blob';

const FORMATS = ['pdf', 'xlsx', 'csv'] as const;

/** The statement as a file: PDF, xlsx or csv (`Finance/SettlementStatement`). */
export function StatementDownloads({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslate();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (format: (typeof FORMATS)[number]) => {
    setBusy(format);
    try {
      const blob = await getSettlementStatement(settlement.id, format);
      downloadBlob(blob, `${settlement.settlementNo}.${format}`);
    } catch (error) {
      const failure = describeFailure(error);
      notifications.show({ color: 'red', title: t(failure.titleKey), message: failure.message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" role="group" aria-label={t('finance.settlement.download')}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
        >
          {t(`finance.settlement.formats.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
