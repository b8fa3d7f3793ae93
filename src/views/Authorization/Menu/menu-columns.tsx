import { Badge, Code, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { MenuEntry } from '@/api/sample-role';
import { Icon } from '@/components/Icon/Icon';
import { RowIconActions } from '@/components/Table/RowIconActions';
import type { TableColumn } from '@/components/Table/types';
import { editAndDelete, StatusBadge } from '../shared';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A menu entry's title in the reader's language (a translation key, or the text itself). */
export const menuTitle = (entry: MenuEntry, t: Translate) =>
  entry.meta?.title ? t(entry.meta.title) : (entry.name ?? entry.path);

export function menuColumns(
  t: Translate,
  actions: {
    onAddChild: (entry: MenuEntry) => void;
    onEdit: (entry: MenuEntry) => void;
    onDelete: (entry: MenuEntry) => void;
  },
): TableColumn<MenuEntry>[] {
  return [
    { field: 'title', title: 'authorization.menu.title', minWidth: 220, render: (row) => menuTitle(row, t) },
    {
      field: 'icon',
      title: 'authorization.menu.icon',
      width: 70,
      align: 'center',
      render: (row) => (row.meta?.icon ? <Icon name={row.meta.icon} /> : null),
    },
    { field: 'path', title: 'authorization.menu.path', minWidth: 200, ellipsis: true },
    {
      field: 'component',
      title: 'authorization.menu.component',
      minWidth: 220,
      ellipsis: true,
      render: (row) => (row.component ? <Code>{row.component}</Code> : null),
    },
    { field: 'name', title: 'authorization.menu.name', width: 150, hidden: true },
    {
      field: 'status',
      title: 'authorization.fields.status',
      width: 100,
      render: (row) => <StatusBadge status={row.status} t={t} />,
    },
    {
      field: 'permission',
      title: 'authorization.menu.permission',
      width: 200,
      render: (row) =>
        row.permission.length === 0 ? (
          <Text c="dimmed" fz="sm">
            —
          </Text>
        ) : (
          <Group gap={4}>
            {row.permission.map((name) => (
              <Badge key={name} variant="outline" size="sm" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      field: 'actions',
      width: 130,
      fixed: 'right',
      align: 'center',
      alwaysShown: true,
      render: (row) => (
        <RowIconActions
          actions={[
            {
              label: t('authorization.menu.addChildOf', { name: menuTitle(row, t) }),
              icon: <IconPlus size={18} />,
              onClick: () => actions.onAddChild(row),
              permission: 'add',
            },
            ...editAndDelete(
              t,
              menuTitle(row, t),
              () => actions.onEdit(row),
              () => actions.onDelete(row),
            ),
          ]}
        />
      ),
    },
  ];
}
