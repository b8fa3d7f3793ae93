import { Alert, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import { getMenuTree, getRoleTable, type MenuEntry, type RoleRow } from '@/api/sample-role';
import { Dialog } from '@/components/Dialog/Dialog';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { ManagementPage } from '../shared';
import { roleColumns } from './role-columns';
import { RoleForm } from './RoleForm';

type MenuLoad =
  { status: 'loading' } | { status: 'loaded'; menus: MenuEntry[] } | { status: 'failed'; message: string };

/** `/authorization/role`: the sample roles; a role's menus are edited as a checkable menu tree. */
export default function Role() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const [editing, setEditing] = useState<RoleRow | null>(null);
  const [menus, setMenus] = useState<MenuLoad>({ status: 'loading' });

  const table = useTable<RoleRow, Record<string, never>>({
    tableId: 'authorization-role',
    fetch: (query) => getRoleTable({ pageIndex: query.pageIndex, pageSize: query.pageSize }),
    columns: roleColumns(t, language, setEditing),
    rowKey: 'id',
    defaultFilter: {},
  });

  // the menu tree to pick from, fresh each time a role is opened (menu management may have changed it)
  useEffect(() => {
    if (!editing) return;
    let live = true;
    getMenuTree().then(
      (tree) => live && setMenus({ status: 'loaded', menus: tree }),
      (error: unknown) =>
        live && setMenus({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => {
      live = false;
      setMenus({ status: 'loading' });
    };
  }, [editing]);

  const saved = () => {
    notifications.show({ color: 'green', message: t('authorization.role.saved') });
    setEditing(null);
    table.reload();
  };

  return (
    <ManagementPage title={t('router.role')} intro={t('authorization.role.intro')}>
      <DataTable {...table.tableProps} aria-label={t('router.role')} />
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('authorization.role.editTitle')}
        size={720}
      >
        {!editing ? null : menus.status === 'loaded' ? (
          <RoleForm
            key={editing.id}
            role={editing}
            menus={menus.menus}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : menus.status === 'failed' ? (
          <Alert color="red" role="alert" title={t('authorization.role.menusFailed')}>
            {menus.message}
          </Alert>
        ) : (
          <Stack gap="sm" aria-busy="true">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={200} />
          </Stack>
        )}
      </Dialog>
    </ManagementPage>
  );
}
