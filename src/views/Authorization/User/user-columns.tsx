import { Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { Department, DepartmentUser } from '@/api/sample-types';
import { Permission } from '@/components/Permission/Permission';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime } from '@/i18n/format';
import { RowAction } from '../shared';
import { departmentName } from '../Department/department-tree';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function userColumns(
  t: Translate,
  language: string,
  tree: Department[],
  actions: { onEdit: (user: DepartmentUser) => void; onDelete: (user: DepartmentUser) => void },
): TableColumn<DepartmentUser>[] {
  return [
    { field: 'username', title: 'authorization.user.username', minWidth: 140 },
    { field: 'account', title: 'authorization.user.account', width: 140 },
    { field: 'email', title: 'authorization.user.email', minWidth: 220, ellipsis: true },
    {
      field: 'departmentId',
      title: 'authorization.user.department',
      width: 150,
      render: (row) => departmentName(tree, row.departmentId),
    },
    {
      field: 'createTime',
      title: 'authorization.fields.createTime',
      width: 180,
      render: (row) => formatDateTime(row.createTime, language),
    },
    {
      field: 'actions',
      width: 100,
      fixed: 'right',
      align: 'center',
      alwaysShown: true,
      render: (row) => (
        <Group gap={4} justify="center" wrap="nowrap">
          <Permission value="edit">
            <RowAction
              label={t('authorization.actions.editRow', { name: row.username })}
              onClick={() => actions.onEdit(row)}
            >
              <IconEdit size={18} />
            </RowAction>
          </Permission>
          <Permission value="delete">
            <RowAction
              label={t('authorization.actions.deleteRow', { name: row.username })}
              color="red"
              onClick={() => actions.onDelete(row)}
            >
              <IconTrash size={18} />
            </RowAction>
          </Permission>
        </Group>
      ),
    },
  ];
}
