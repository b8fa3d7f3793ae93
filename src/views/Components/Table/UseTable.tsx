import { Button, Tabs, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { deleteExamples } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';
import { Search } from '@/components/Search/Search';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { DemoChoice, DemoPage } from '@/views/Components/Form/DemoPage';
import { CARD_MODES, type CardMode } from './example-format';
import { exampleColumns } from './example-columns';
import { exampleSearchSchema, fetchExamples, type ExampleFilter } from './example-filter';
import { ExampleDetailDrawer } from './ExampleDetailDrawer';

const STATUS_TABS = ['all', '1', '2', '3'] as const;

/** `/components/use-table`: `useTable` owning a server-paged list with search, tabs and bulk delete. */
export default function UseTable() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const [viewing, setViewing] = useState<ExampleRecord | null>(null);
  const [cardMode, setCardMode] = useState<CardMode>('auto');
  const columns = useMemo(() => exampleColumns({ language, t, onView: setViewing }), [language, t]);

  const table = useTable<ExampleRecord, ExampleFilter>({
    tableId: 'demo-use-table',
    fetch: fetchExamples,
    columns,
    rowKey: 'id',
    defaultFilter: {},
    selectable: true,
    bulkActions: (count) => (
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconTrash size={14} />}
        onClick={() => confirmDelete(count)}
      >
        {t('tableDemo.deleteSelected')}
      </Button>
    ),
  });

  function confirmDelete(count: number) {
    modals.openConfirmModal({
      title: t('tableDemo.deleteTitle'),
      children: <Text fz="sm">{t('tableDemo.deleteConfirm', { count })}</Text>,
      labels: { confirm: t('tableDemo.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteExamples(table.selectedKeys).then(
          () => {
            notifications.show({ color: 'green', message: t('tableDemo.deleted', { count }) });
            table.clearSelection();
            table.reload();
          },
          // the request client has already said what went wrong
          () => undefined,
        );
      },
    });
  }

  const tab = table.query.filter.importance === undefined ? 'all' : String(table.query.filter.importance);
  return (
    <DemoPage
      title={t('router.useTable')}
      intro={t('tableDemo.useIntro')}
      controls={
        <DemoChoice
          label={t('tableDemo.cardMode')}
          value={cardMode}
          onChange={(value) => {
            setCardMode(value);
            table.setProps({ cardMode: value });
          }}
          data={CARD_MODES.map((value) => ({ value, label: t(`tableDemo.cardModes.${value}`) }))}
        />
      }
    >
      <Search
        schema={exampleSearchSchema}
        loading={table.loading}
        onSearch={(filter) => table.setFilter((previous) => ({ ...filter, importance: previous.importance }))}
      />
      <DataTable
        {...table.tableProps}
        aria-label={t('router.useTable')}
        toolbar={
          <Tabs
            value={tab}
            onChange={(value) =>
              table.setFilter((previous) => ({
                ...previous,
                importance: value === 'all' || value === null ? undefined : Number(value),
              }))
            }
          >
            <Tabs.List>
              {STATUS_TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {value === 'all' ? t('tableDemo.all') : t(`exampleFields.importances.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        }
      />
      <ExampleDetailDrawer record={viewing} onClose={() => setViewing(null)} />
    </DemoPage>
  );
}
