import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { ColumnSettings } from './ColumnSettings';
import { DisplayMenu } from './DisplayMenu';
import type { TableSettings } from './table-settings';
import type { TableColumn } from './types';

export interface TableToolbarProps<Row> {
  start?: ReactNode;
  columns: TableColumn<Row>[];
  settings: TableSettings;
  onSettingsChange: (settings: TableSettings) => void;
  onSettingsReset: () => void;
  withSettings: boolean;
  onRefresh?: () => void;
  loading: boolean;
  /** a control shown before the buttons (the card view's sort choice) */
  extra?: ReactNode;
}

export function TableToolbar<Row>({
  start,
  columns,
  settings,
  onSettingsChange,
  onSettingsReset,
  withSettings,
  onRefresh,
  loading,
  extra,
}: TableToolbarProps<Row>) {
  const { t } = useTranslate();
  if (!start && !withSettings && !onRefresh && !extra) return null;
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        {start}
      </Group>
      <Group gap={6} wrap="wrap" justify="flex-end" ml="auto" maw="100%">
        {extra}
        {onRefresh && (
          <Tooltip label={t('table.refresh')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('table.refresh')}
              onClick={onRefresh}
              loading={loading}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {withSettings && <DisplayMenu settings={settings} onChange={onSettingsChange} />}
        {withSettings && (
          <ColumnSettings
            columns={columns}
            settings={settings}
            onChange={onSettingsChange}
            onReset={onSettingsReset}
          />
        )}
      </Group>
    </Group>
  );
}
