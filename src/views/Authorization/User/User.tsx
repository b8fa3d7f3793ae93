import { ContentCard } from '@/components/ContentCard/ContentCard';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { deleteDepartmentUsers, getDepartmentTree, getDepartmentUsers } from '@/api/sample-department';
import type { Department, DepartmentUser } from '@/api/sample-types';
import { useServerData } from '@/app/use-server-data';
import { Dialog } from '@/components/Dialog/Dialog';
import { Permission } from '@/components/Permission/Permission';
import { Search } from '@/components/Search/Search';
import type { FormSchema } from '@/components/Form/types';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { confirmDelete, shownByClient } from '../shared';
import { DepartmentNav } from './DepartmentNav';
import { userColumns } from './user-columns';
import { UserForm } from './UserForm';

interface UserFilter {
  username?: string;
  departmentId?: string;
}

const searchSchema: FormSchema<{ username: string }> = [
  {
    field: 'username',
    kind: 'text',
    label: 'authorization.user.username',
    placeholder: 'authorization.user.usernamePlaceholder',
  },
];

type Editing = { user?: DepartmentUser } | null;

/** `/authorization/user`: the department tree filters the user table; add, edit, delete one or many, search. */
export default function User() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  // a failed tree leaves the navigation empty: the request client has said why
  const departments = useServerData(['department-tree'], getDepartmentTree);
  const tree = useMemo<Department[]>(() => departments.data ?? [], [departments.data]);
  const treeLoading = departments.status === 'loading';
  const [editing, setEditing] = useState<Editing>(null);

  const remove = (ids: string[], message: string) =>
    confirmDelete(t, message, () => {
      deleteDepartmentUsers(ids).then(() => {
        notifications.show({ color: 'green', message: t('authorization.deleted', { count: ids.length }) });
        table.clearSelection();
        table.reload();
      }, shownByClient);
    });

  const table = useTable<DepartmentUser, UserFilter>({
    tableId: 'authorization-user',
    fetch: ({ pageIndex, pageSize, filter }) =>
      getDepartmentUsers({
        pageIndex,
        pageSize,
        ...(filter.departmentId ? { id: filter.departmentId } : {}),
        ...(filter.username ? { username: filter.username } : {}),
      }),
    columns: userColumns(t, language, tree, {
      onEdit: (user) => setEditing({ user }),
      onDelete: (user) => remove([user.id], t('authorization.user.deleteConfirm', { name: user.username })),
    }),
    rowKey: 'id',
    defaultFilter: {},
    selectable: true,
    bulkActions: (count) => (
      <Permission value="delete">
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} />}
          onClick={() => remove(table.selectedKeys, t('authorization.user.deleteSelectedConfirm', { count }))}
        >
          {t('authorization.actions.deleteSelected')}
        </Button>
      </Permission>
    ),
  });

  const selectedDepartment = table.query.filter.departmentId ?? '';
  const saved = () => {
    notifications.show({ color: 'green', message: t('authorization.saved') });
    const created = !editing?.user;
    setEditing(null);
    if (created) table.setPage(1);
    table.reload();
  };

  return (
    <ContentCard title={t('router.user')} intro={t('authorization.user.intro')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <DepartmentNav
            tree={tree}
            loading={treeLoading}
            selected={selectedDepartment}
            onSelect={(departmentId) =>
              table.setFilter((previous) => ({ ...previous, departmentId: departmentId || undefined }))
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md">
            <Search
              schema={searchSchema}
              loading={table.loading}
              aria-label={t('authorization.user.searchLabel')}
              onSearch={(filter) =>
                table.setFilter((previous) => ({ ...previous, username: filter.username }))
              }
            />
            <DataTable
              {...table.tableProps}
              aria-label={t('router.user')}
              toolbar={
                <Group gap="xs">
                  <Permission value="add">
                    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
                      {t('authorization.actions.add')}
                    </Button>
                  </Permission>
                </Group>
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.user ? 'authorization.user.editTitle' : 'authorization.user.addTitle')}
      >
        {editing ? (
          <UserForm
            key={editing.user?.id ?? 'new'}
            tree={tree}
            user={editing.user}
            departmentId={selectedDepartment}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </ContentCard>
  );
}
