import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { ExportFormat } from '@/api/business/types/api';
import { downloadBlob } from './download-blob';
import { isoDay } from '@/i18n/format';

export interface ExportMenuProps {
  /** the module's export call with the list's current filters bound */
  onExport: (format: ExportFormat) => Promise<Blob>;
  /** the file's name before the date and extension (`inbound-orders`) */
  fileName: string;
}

/** Exports what the list's filters select (every page), as CSV or xlsx. */
export function ExportMenu({ onExport, fileName }: ExportMenuProps) {
  const { t } = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = (format: ExportFormat) => {
    setBusy(true);
    onExport(format)
      .then((blob) => {
        const file = `${fileName}-${isoDay()}.${format}`;
        downloadBlob(blob, file);
        notifications.show({ color: 'green', message: t('business.list.exported', { file }) });
      })
      // the request client has shown the server's message
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
        >
          {t('business.list.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('csv')}>{t('business.list.exportCsv')}</Menu.Item>
        <Menu.Item onClick={() => run('xlsx')}>{t('business.list.exportXlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
