import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { RoleRow } from '@/api/sample-role';
import { Permission } from '@/components/Permission/Permission';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime } from '@/i18n/format';
import { StatusBadge } from '../shared';
import { menuLeafPaths } from './role-menu-items';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function roleColumns(
  t: Translate,
  language: string,
  onEdit: (role: RoleRow) => void,
): TableColumn<RoleRow>[] {
  return [
    { field: 'roleName', title: 'authorization.role.roleName', minWidth: 140 },
    { field: 'role', title: 'authorization.role.role', width: 120 },
    {
      field: 'status',
      title: 'authorization.fields.status',
      width: 100,
      render: (row) => <StatusBadge status={row.status} t={t} />,
    },
    {
      field: 'menu',
      title: 'authorization.role.menus',
      width: 120,
      align: 'right',
      render: (row) => t('authorization.role.pageCount', { count: menuLeafPaths(row.menu).length }),
    },
    {
      field: 'createTime',
      title: 'authorization.fields.createTime',
      width: 180,
      render: (row) => formatDateTime(row.createTime, language),
    },
    { field: 'remark', title: 'authorization.fields.remark', minWidth: 200, ellipsis: true },
    {
      field: 'actions',
      width: 110,
      fixed: 'right',
      align: 'center',
      alwaysShown: true,
      render: (row) => (
        <Permission value="edit">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconEdit size={14} />}
            aria-label={t('authorization.actions.editRow', { name: row.roleName })}
            onClick={() => onEdit(row)}
          >
            {t('authorization.actions.edit')}
          </Button>
        </Permission>
      ),
    },
  ];
}
