import { Accordion, Badge, Button, Drawer, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import type { ExampleRecord } from '@/api/sample-types';
import { Descriptions } from '@/components/Descriptions/Descriptions';
import { Search } from '@/components/Search/Search';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { useCrudSchemas } from '@/hooks/use-crud-schemas';
import { DemoPage } from '@/views/Components/Form/DemoPage';
import { fetchExamples, type ExampleFilter } from '@/views/Components/Table/example-filter';
import { exampleCrudItems } from './example-crud-schema';
import { ExampleEditor } from './ExampleEditor';

type Editing = { record: ExampleRecord | null } | null;

/** `/hooks/useCrudSchemas`: one description of a record gives the search, the table, the form and the details. */
export default function UseCrudSchemas() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const [viewing, setViewing] = useState<ExampleRecord | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const items = useMemo(
    () => exampleCrudItems({ language, t, onView: setViewing, onEdit: (record) => setEditing({ record }) }),
    [language, t],
  );
  const { tableColumns, searchSchema, formSchema, descriptionItems } = useCrudSchemas(items);
  const table = useTable<ExampleRecord, ExampleFilter>({
    tableId: 'demo-crud-table',
    fetch: fetchExamples,
    columns: tableColumns,
    rowKey: 'id',
    defaultFilter: {},
  });

  const produced: Array<[string, string[]]> = [
    ['crudDemo.searchFields', searchSchema.map((field) => field.field)],
    ['crudDemo.tableColumns', tableColumns.map((column) => column.field)],
    ['crudDemo.formFields', formSchema.map((field) => field.field)],
    ['crudDemo.detailItems', descriptionItems.map((item) => item.field)],
  ];

  return (
    <DemoPage title={t('router.useCrudSchemas')} intro={t('crudDemo.intro')}>
      <Accordion variant="contained">
        <Accordion.Item value="produced">
          <Accordion.Control>{t('crudDemo.produced')}</Accordion.Control>
          <Accordion.Panel>
            {produced.map(([label, fields]) => (
              <Group key={label} gap="xs" mb={6} wrap="wrap">
                <Text fz="sm" fw={500} w={140}>
                  {t(label)}
                </Text>
                {fields.map((name) => (
                  <Badge key={name} variant="outline" tt="none">
                    {name}
                  </Badge>
                ))}
              </Group>
            ))}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Search
        schema={searchSchema}
        loading={table.loading}
        onSearch={(filter) => table.setFilter({ title: filter.title, importance: filter.importance })}
      />
      <DataTable
        {...table.tableProps}
        aria-label={t('router.useCrudSchemas')}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ record: null })}>
            {t('crudDemo.add')}
          </Button>
        }
      />
      <Drawer
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        position="right"
        size="lg"
        title={t('tableDemo.detail')}
      >
        <Descriptions items={descriptionItems} data={viewing} columns={{ base: 1, sm: 2 }} bordered />
      </Drawer>
      <ExampleEditor
        opened={editing !== null}
        onClose={() => setEditing(null)}
        schema={formSchema}
        record={editing?.record ?? null}
        onSaved={() => {
          setEditing(null);
          table.reload();
        }}
      />
    </DemoPage>
  );
}
