import type { Department, DepartmentUser } from '@/api/sample-types';
import { RowIconActions } from '@/components/Table/RowIconActions';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime } from '@/i18n/format';
import { editAndDelete } from '../shared';
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
        <RowIconActions
          actions={editAndDelete(
            t,
            row.username,
            () => actions.onEdit(row),
            () => actions.onDelete(row),
          )}
        />
      ),
    },
  ];
}
