import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import {
  isColumnShown,
  isConfigurable,
  moveColumn,
  orderColumns,
  setColumnShown,
  type TableSettings,
} from './table-settings';
import type { TableColumn } from './types';

export interface ColumnSettingsProps<Row> {
  columns: TableColumn<Row>[];
  settings: TableSettings;
  onChange: (settings: TableSettings) => void;
  onReset: () => void;
}

/** Show, hide and reorder the columns; the arrows move a column among its neighbours. */
function ColumnSettingsView<Row>({ columns, settings, onChange, onReset }: ColumnSettingsProps<Row>) {
  const { t } = useTranslate();
  const ordered = orderColumns(columns, settings.order).filter(isConfigurable);
  const titleOf = (column: TableColumn<Row>) => (column.title ? t(column.title) : column.field);
  return (
    // in the page's order, so Tab goes from the button into the list
    <Popover position="bottom-end" shadow="md" withinPortal={false} hideDetached={false}>
      <Popover.Target>
        <Tooltip label={t('table.columns')}>
          <ActionIcon variant="default" size="lg" aria-label={t('table.columns')}>
            <IconColumns size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown miw={240}>
        <Text fw={600} fz="sm" mb="xs">
          {t('table.columns')}
        </Text>
        <Stack gap={4} role="list" aria-label={t('table.columns')}>
          {ordered.map((column, index) => {
            const title = titleOf(column);
            return (
              <Group key={column.field} gap="xs" wrap="nowrap" justify="space-between" role="listitem">
                <Checkbox
                  label={title}
                  checked={isColumnShown(column, settings)}
                  onChange={(event) =>
                    onChange(setColumnShown(settings, column.field, event.currentTarget.checked))
                  }
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t('table.moveUp', { column: title })}
                    onClick={() => onChange(moveColumn(columns, settings, column.field, -1))}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={index === ordered.length - 1}
                    aria-label={t('table.moveDown', { column: title })}
                    onClick={() => onChange(moveColumn(columns, settings, column.field, 1))}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Button variant="subtle" size="xs" mt="sm" onClick={onReset}>
          {t('table.resetColumns')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Memoised: a list's loading and new rows leave the menu alone (the caller keeps `columns` stable). */
export const ColumnSettings = memo(ColumnSettingsView) as typeof ColumnSettingsView;
