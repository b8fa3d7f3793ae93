import { ContentCard } from '@/components/ContentCard/ContentCard';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { deleteDepartments, getDepartmentTree, saveDepartment } from '@/api/sample-department';
import type { Department as DepartmentRecord } from '@/api/sample-types';
import { Dialog } from '@/components/Dialog/Dialog';
import { Permission } from '@/components/Permission/Permission';
import { usePermission } from '@/components/Permission/use-permission';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { confirmDelete, shownByClient } from '../shared';
import { departmentColumns } from './department-columns';
import { DepartmentForm } from './DepartmentForm';

type Editing = { department?: DepartmentRecord; parentId: string | null } | null;

const loadTree = async () => {
  const list = await getDepartmentTree();
  return { list, total: list.length };
};

/** `/authorization/department`: the departments as a tree table; add below, edit, delete, switch on and off. */
export default function Department() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const { hasPermission } = usePermission();
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<ReadonlySet<string>>(new Set());

  const setStatus = (department: DepartmentRecord, enabled: boolean) => {
    setSwitching((ids) => new Set(ids).add(department.id));
    saveDepartment({ id: department.id, departmentName: department.departmentName, status: enabled ? 1 : 0 })
      .then(() => {
        notifications.show({ color: 'green', message: t('authorization.saved') });
        table.reload();
      }, shownByClient)
      .finally(() =>
        setSwitching((ids) => {
          const next = new Set(ids);
          next.delete(department.id);
          return next;
        }),
      );
  };

  const remove = (department: DepartmentRecord) =>
    confirmDelete(t, t('authorization.department.deleteConfirm', { name: department.departmentName }), () => {
      deleteDepartments([department.id]).then(() => {
        notifications.show({ color: 'green', message: t('authorization.deleted', { count: 1 }) });
        table.reload();
      }, shownByClient);
    });

  const table = useTable<DepartmentRecord, Record<string, never>>({
    tableId: 'authorization-department',
    fetch: loadTree,
    columns: departmentColumns(t, language, {
      canEdit: hasPermission('edit'),
      switching,
      onStatus: setStatus,
      onAddChild: (department) => setEditing({ parentId: department.id }),
      onEdit: (department) => setEditing({ department, parentId: department.parentId }),
      onDelete: remove,
    }),
    rowKey: 'id',
    defaultFilter: {},
  });

  const saved = () => {
    notifications.show({ color: 'green', message: t('authorization.saved') });
    setEditing(null);
    table.reload();
  };

  return (
    <ContentCard title={t('router.department')} intro={t('authorization.department.intro')}>
      <DataTable
        {...table.tableProps}
        pagination={undefined}
        tree={{ defaultExpandAll: true }}
        aria-label={t('router.department')}
        toolbar={
          <Permission value="add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ parentId: null })}>
              {t('authorization.actions.add')}
            </Button>
          </Permission>
        }
      />
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing?.department ? 'authorization.department.editTitle' : 'authorization.department.addTitle',
        )}
      >
        {editing ? (
          <DepartmentForm
            key={editing.department?.id ?? `new-${editing.parentId ?? ''}`}
            tree={table.rows}
            department={editing.department}
            parentId={editing.parentId}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </ContentCard>
  );
}
