import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useEffect, useMemo, useRef } from 'react';
import { deleteExamples, getExampleList } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';
import { Permission } from '@/components/Permission/Permission';
import { Search } from '@/components/Search/Search';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { useCrudSchemas } from '@/hooks/use-crud-schemas';
import { actionsColumn } from './example-actions';
import { announceExampleChange, useExampleChanges } from './example-changes';
import { exampleSchemaItems, toExampleQuery, type ExampleFilter } from './example-schemas';

export interface ExampleListProps {
  tableId: string;
  /** display text naming the table */
  label: string;
  onAdd: () => void;
  onEdit: (row: ExampleRecord) => void;
  onView: (row: ExampleRecord) => void;
}

/**
 * The example records: search, paging, sort, selection; add, edit and delete buttons by the route's
 * button permissions. Deleting asks first; "delete selected" with nothing ticked goes to the server,
 * whose refusal (seed §8, code 500) the request client shows.
 */
export function ExampleList({ tableId, label, onAdd, onEdit, onView }: ExampleListProps) {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const items = useMemo(() => exampleSchemaItems(language, t), [language, t]);
  const { tableColumns, searchSchema } = useCrudSchemas(items);

  const remove = (ids: string[], done?: () => void) =>
    deleteExamples(ids).then(
      () => {
        notifications.show({ color: 'green', message: t('example.deleted', { count: ids.length }) });
        done?.();
        announceExampleChange();
      },
      // the request client has already shown the server's message
      () => undefined,
    );

  const confirmDelete = (ids: string[], message: string, done?: () => void) =>
    modals.openConfirmModal({
      title: t('example.deleteTitle'),
      children: <Text fz="sm">{message}</Text>,
      labels: { confirm: t('example.actions.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(ids, done),
    });

  const columns = [
    ...tableColumns,
    actionsColumn(t, {
      onView,
      onEdit,
      onDelete: (row) => confirmDelete([row.id], t('example.deleteOne', { title: row.title })),
    }),
  ];

  const table = useTable<ExampleRecord, ExampleFilter>({
    tableId,
    fetch: (query) => getExampleList(toExampleQuery(query)),
    columns,
    rowKey: 'id',
    defaultFilter: {},
    selectable: true,
  });

  const deleteSelected = () => {
    const ids = table.selectedKeys;
    if (ids.length === 0) return void remove([]);
    confirmDelete(ids, t('example.deleteSelectedConfirm', { count: ids.length }), table.clearSelection);
  };

  const change = useExampleChanges();
  const seen = useRef(change.version);
  const { reload, setPage } = table;
  useEffect(() => {
    if (change.version === seen.current) return;
    seen.current = change.version;
    if (change.created) setPage(1);
    reload();
  }, [change, reload, setPage]);

  return (
    <>
      <Search
        schema={searchSchema}
        loading={table.loading}
        onSearch={(filter) => table.setFilter(filter)}
        aria-label={t('example.search.label')}
      />
      <DataTable
        {...table.tableProps}
        aria-label={label}
        emptyMessage={t('example.empty')}
        toolbar={
          <Group gap="xs">
            <Permission value="add">
              <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
                {t('example.actions.add')}
              </Button>
            </Permission>
            <Permission value="delete">
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={deleteSelected}
              >
                {t('example.actions.deleteSelected')}
              </Button>
            </Permission>
          </Group>
        }
      />
    </>
  );
}
