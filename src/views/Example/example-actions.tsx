import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { ExampleRecord } from '@/api/sample-types';
import { RowIconActions } from '@/components/Table/RowIconActions';
import type { TableColumn } from '@/components/Table/types';

export interface RowActions {
  onView: (row: ExampleRecord) => void;
  onEdit: (row: ExampleRecord) => void;
  onDelete: (row: ExampleRecord) => void;
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
      <RowIconActions
        actions={[
          {
            label: t('example.actions.viewRow', { title: row.title }),
            icon: <IconEye size={18} />,
            onClick: () => actions.onView(row),
          },
          {
            label: t('example.actions.editRow', { title: row.title }),
            icon: <IconEdit size={18} />,
            onClick: () => actions.onEdit(row),
            permission: 'edit',
          },
          {
            label: t('example.actions.deleteRow', { title: row.title }),
            icon: <IconTrash size={18} />,
            onClick: () => actions.onDelete(row),
            color: 'red',
            permission: 'delete',
          },
        ]}
      />
    ),
  };
}
