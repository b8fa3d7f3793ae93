import { useTranslate } from '@tolgee/react';
import { getOutboundImportRejected } from '@/api/business/outbound';
import { FormatDownloads } from './FormatDownloads';

/** The rows with errors, with an error column, to fix in a spreadsheet and import again. */
export function RejectedDownload({ importId, count }: { importId: string; count: number }) {
  const { t } = useTranslate();
  if (count === 0) return null;
  return (
    <FormatDownloads
      title={t('outbound.import.rejected.title', { count })}
      buttonKey="outbound.import.rejected"
      variant="default"
      fetch={(format) => getOutboundImportRejected(importId, format)}
      fileName={(format) => `outbound-import-rejected.${format}`}
    />
  );
}
