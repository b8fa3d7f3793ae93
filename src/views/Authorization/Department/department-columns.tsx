import { Switch } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Department } from '@/api/sample-types';
import { RowIconActions } from '@/components/Table/RowIconActions';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime } from '@/i18n/format';
import { editAndDelete } from '../shared';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface DepartmentColumnActions {
  canEdit: boolean;
  /** ids whose status change is on its way */
  switching: ReadonlySet<string>;
  onStatus: (department: Department, enabled: boolean) => void;
  onAddChild: (department: Department) => void;
  onEdit: (department: Department) => void;
  onDelete: (department: Department) => void;
}

export function departmentColumns(
  t: Translate,
  language: string,
  actions: DepartmentColumnActions,
): TableColumn<Department>[] {
  return [
    { field: 'departmentName', title: 'authorization.department.name', minWidth: 220 },
    {
      field: 'status',
      title: 'authorization.fields.status',
      width: 120,
      render: (row) => (
        <Switch
          checked={row.status === 1}
          disabled={!actions.canEdit || actions.switching.has(row.id)}
          aria-label={t('authorization.department.statusOf', { name: row.departmentName })}
          label={t(row.status === 1 ? 'authorization.status.enabled' : 'authorization.status.disabled')}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => actions.onStatus(row, event.currentTarget.checked)}
        />
      ),
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
      width: 130,
      fixed: 'right',
      align: 'center',
      alwaysShown: true,
      render: (row) => (
        <RowIconActions
          actions={[
            {
              label: t('authorization.department.addChildOf', { name: row.departmentName }),
              icon: <IconPlus size={18} />,
              onClick: () => actions.onAddChild(row),
              permission: 'add',
            },
            ...editAndDelete(
              t,
              row.departmentName,
              () => actions.onEdit(row),
              () => actions.onDelete(row),
            ),
          ]}
        />
      ),
    },
  ];
}
