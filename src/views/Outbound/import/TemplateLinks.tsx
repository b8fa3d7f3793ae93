import { useTranslate } from '@tolgee/react';
import { getOutboundImportTemplate } from '@/api/business/outbound';
import { FormatDownloads } from './FormatDownloads';

/** The template in both formats: the columns the import reads, required ones marked `*`, one example row. */
export function TemplateLinks() {
  const { t } = useTranslate();
  return (
    <FormatDownloads
      title={t('outbound.import.template.title')}
      buttonKey="outbound.import.template"
      variant="light"
      fetch={getOutboundImportTemplate}
      fileName={(format) => `outbound-import-template.${format}`}
      failedText={t('outbound.import.template.failed')}
    />
  );
}
