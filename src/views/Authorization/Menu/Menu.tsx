import { ContentCard } from '@/components/ContentCard/ContentCard';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { deleteMenus, getMenuTree, type MenuEntry } from '@/api/sample-role';
import { Dialog } from '@/components/Dialog/Dialog';
import { Permission } from '@/components/Permission/Permission';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { confirmDelete, shownByClient } from '../shared';
import { menuColumns, menuTitle } from './menu-columns';
import { MenuForm } from './MenuForm';

type Editing = { entry?: MenuEntry; parent?: MenuEntry } | null;

const loadTree = async () => {
  const list = await getMenuTree();
  return { list, total: list.length };
};

/** `/authorization/menu`: the menu tree the roles pick from, as a tree table; add below, edit, delete. */
export default function Menu() {
  const { t } = useTranslate();
  const [editing, setEditing] = useState<Editing>(null);

  const remove = (entry: MenuEntry) =>
    confirmDelete(t, t('authorization.menu.deleteConfirm', { name: menuTitle(entry, t) }), () => {
      deleteMenus([entry.id]).then(() => {
        notifications.show({ color: 'green', message: t('authorization.deleted', { count: 1 }) });
        table.reload();
      }, shownByClient);
    });

  const table = useTable<MenuEntry, Record<string, never>>({
    tableId: 'authorization-menu',
    fetch: loadTree,
    columns: menuColumns(t, {
      onAddChild: (parent) => setEditing({ parent }),
      onEdit: (entry) => setEditing({ entry }),
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

  const title = editing?.entry
    ? t('authorization.menu.editTitle')
    : editing?.parent
      ? t('authorization.menu.addChildTitle', { name: menuTitle(editing.parent, t) })
      : t('authorization.menu.addTitle');

  return (
    <ContentCard title={t('router.menuManagement')} intro={t('authorization.menu.intro')}>
      <DataTable
        {...table.tableProps}
        pagination={undefined}
        tree={{}}
        aria-label={t('router.menuManagement')}
        toolbar={
          <Permission value="add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
              {t('authorization.actions.add')}
            </Button>
          </Permission>
        }
      />
      <Dialog opened={editing !== null} onClose={() => setEditing(null)} title={title} size={760}>
        {editing ? (
          <>
            {editing.entry ? (
              <Text c="dimmed" fz="sm" mb="sm">
                {t('authorization.menu.editing', { name: menuTitle(editing.entry, t) })}
              </Text>
            ) : null}
            <MenuForm
              key={editing.entry?.id ?? `new-${editing.parent?.id ?? ''}`}
              entry={editing.entry}
              parentId={editing.parent?.id ?? null}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          </>
        ) : null}
      </Dialog>
    </ContentCard>
  );
}
