import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { getCardList } from '@/api/sample-card';
import type { Card } from '@/api/sample-types';
import type { FormSchema } from '@/components/Form/types';
import { Search } from '@/components/Search/Search';
import { DataTable } from '@/components/Table/DataTable';
import type { TableColumn } from '@/components/Table/types';
import { useTable } from '@/components/Table/use-table';
import { DemoPage } from '@/views/Components/Form/DemoPage';

interface CardFilter {
  name?: string;
}

const searchSchema: FormSchema<CardFilter> = [
  { field: 'name', kind: 'text', label: 'tableDemo.cardName', placeholder: 'tableDemo.cardNamePlaceholder' },
];

const columns: TableColumn<Card>[] = [
  { field: 'name', title: 'tableDemo.cardName' },
  { field: 'desc', title: 'tableDemo.cardDesc' },
];

/** `/components/card-table`: the same list machinery, shown as cards at every width. */
export default function CardTable() {
  const { t } = useTranslate();
  const table = useTable<Card, CardFilter>({
    tableId: 'demo-card-table',
    fetch: ({ pageIndex, pageSize, filter }) => getCardList({ pageIndex, pageSize, name: filter.name }),
    columns,
    rowKey: 'name',
    defaultFilter: {},
  });
  return (
    <DemoPage title={t('router.cardTable')} intro={t('tableDemo.cardIntro')}>
      <Search schema={searchSchema} loading={table.loading} onSearch={table.setFilter} />
      <DataTable
        {...table.tableProps}
        aria-label={t('router.cardTable')}
        cardMode="always"
        cardColumns={{ base: 1, sm: 2, lg: 3 }}
        cardRender={(card) => (
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Avatar src={card.logo} alt="" radius="md" size="lg" />
            <Stack gap={2} miw={0}>
              <Text fw={600}>{card.name}</Text>
              <Text fz="sm" c="dimmed" lineClamp={3}>
                {card.desc}
              </Text>
            </Stack>
          </Group>
        )}
      />
    </DemoPage>
  );
}
