import { ContentCard } from '@/components/ContentCard/ContentCard';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getMenuTree, getRoleTable, type RoleRow } from '@/api/sample-role';
import { useServerData } from '@/app/use-server-data';
import { Dialog } from '@/components/Dialog/Dialog';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { roleColumns } from './role-columns';
import { RoleForm } from './RoleForm';

/**
 * A role's form with the menu tree to pick from, asked afresh each time a role is opened (menu
 * management may have changed it).
 */
function RoleEditor({
  role,
  onSaved,
  onCancel,
}: {
  role: RoleRow;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslate();
  const menus = useServerData(['role-menu-tree'], getMenuTree);
  if (menus.status === 'loaded') {
    return <RoleForm key={role.id} role={role} menus={menus.data} onSaved={onSaved} onCancel={onCancel} />;
  }
  if (menus.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('authorization.role.menusFailed')}>
        {menus.message}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton h={36} />
      <Skeleton h={36} />
      <Skeleton h={200} />
    </Stack>
  );
}

/** `/authorization/role`: the sample roles; a role's menus are edited as a checkable menu tree. */
export default function Role() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const [editing, setEditing] = useState<RoleRow | null>(null);

  const table = useTable<RoleRow, Record<string, never>>({
    tableId: 'authorization-role',
    fetch: (query) => getRoleTable({ pageIndex: query.pageIndex, pageSize: query.pageSize }),
    columns: roleColumns(t, language, setEditing),
    rowKey: 'id',
    defaultFilter: {},
  });

  const saved = () => {
    notifications.show({ color: 'green', message: t('authorization.role.saved') });
    setEditing(null);
    table.reload();
  };

  return (
    <ContentCard title={t('router.role')} intro={t('authorization.role.intro')}>
      <DataTable {...table.tableProps} aria-label={t('router.role')} />
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('authorization.role.editTitle')}
        size={720}
      >
        {editing ? <RoleEditor role={editing} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      </Dialog>
    </ContentCard>
  );
}
