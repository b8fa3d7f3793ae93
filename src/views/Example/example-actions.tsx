import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { ExampleRecord } from '@/api/sample-types';
import { Permission } from '@/components/Permission/Permission';
import type { TableColumn } from '@/components/Table/types';

export interface RowActions {
  onView: (row: ExampleRecord) => void;
  onEdit: (row: ExampleRecord) => void;
  onDelete: (row: ExampleRecord) => void;
}

function Action({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The row buttons: view for everyone, edit and delete by the route's button permissions (seed §6). */
export function actionsColumn(
  t: (key: string, params?: Record<string, string>) => string,
  actions: RowActions,
): TableColumn<ExampleRecord> {
  return {
    field: 'actions',
    width: 120,
    fixed: 'right',
    align: 'center',
    alwaysShown: true,
    render: (row) => (
      <Group gap={4} justify="center" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
        <Action
          label={t('example.actions.viewRow', { title: row.title })}
          onClick={() => actions.onView(row)}
        >
          <IconEye size={18} />
        </Action>
        <Permission value="edit">
          <Action
            label={t('example.actions.editRow', { title: row.title })}
            onClick={() => actions.onEdit(row)}
          >
            <IconEdit size={18} />
          </Action>
        </Permission>
        <Permission value="delete">
          <Action
            label={t('example.actions.deleteRow', { title: row.title })}
            color="red"
            onClick={() => actions.onDelete(row)}
          >
            <IconTrash size={18} />
          </Action>
        </Permission>
      </Group>
    ),
  };
}
