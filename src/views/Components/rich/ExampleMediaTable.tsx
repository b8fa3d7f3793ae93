import { Center, Group, Pagination, Rating, Skeleton, Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState, type ReactNode } from 'react';
import { getExampleList } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';
import { useLayout } from '@/app/actor-context';
import { LoadError } from '@/views/Dashboard/LoadError';
import { useServerData } from '@/app/use-server-data';
import { formatDate, formatNumber } from '@/i18n/format';

const PAGE_SIZE = 10;

/**
 * One page of the sample example records in a plain table, with a column the caller draws
 * (a picture, a video button), first so that a phone shows it without scrolling. Kept small on purpose: the schema table can replace it.
 */
export function ExampleMediaTable({
  mediaHeader,
  renderMedia,
}: {
  mediaHeader: string;
  renderMedia: (record: ExampleRecord, index: number, rows: ExampleRecord[]) => ReactNode;
}) {
  const { t } = useTranslate();
  const locale = useLayout((s) => s.context.language);
  const [page, setPage] = useState(1);
  const load = useServerData(['example-media', page], () =>
    getExampleList({ pageIndex: page, pageSize: PAGE_SIZE }),
  );

  if (load.status === 'failed') {
    return <LoadError titleKey="rich.tablePreview.loadFailed" message={load.message} onRetry={load.reload} />;
  }
  const rows = load.status === 'loaded' ? load.data.list : [];
  const total = load.status === 'loaded' ? load.data.total : 0;

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={load.status === 'loading'}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{mediaHeader}</Table.Th>
              <Table.Th>{t('rich.tablePreview.title')}</Table.Th>
              <Table.Th>{t('rich.tablePreview.author')}</Table.Th>
              <Table.Th>{t('rich.tablePreview.displayTime')}</Table.Th>
              <Table.Th>{t('rich.tablePreview.importance')}</Table.Th>
              <Table.Th ta="right">{t('rich.tablePreview.pageviews')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {load.status === 'loading'
              ? Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index}>
                    <Table.Td colSpan={6}>
                      <Skeleton h={28} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : rows.map((record, index) => (
                  <Table.Tr key={record.id}>
                    <Table.Td>{renderMedia(record, index, rows)}</Table.Td>
                    <Table.Td>{record.title}</Table.Td>
                    <Table.Td>{record.author}</Table.Td>
                    <Table.Td>{formatDate(record.display_time, locale)}</Table.Td>
                    <Table.Td>
                      <Rating
                        value={record.importance}
                        count={3}
                        readOnly
                        size="sm"
                        // read-only stars are a picture of the value: named as one
                        role="img"
                        aria-label={t('rich.tablePreview.importanceValue', { value: record.importance })}
                      />
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(record.pageviews, locale)}</Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {load.status === 'loaded' && rows.length === 0 ? (
        <Center py="lg">
          <Text c="dimmed">{t('rich.tablePreview.empty')}</Text>
        </Center>
      ) : null}
      <Group justify="space-between" mt="sm" gap="xs">
        <Text fz="sm" c="dimmed">
          {t('rich.tablePreview.total', { total })}
        </Text>
        <Pagination
          total={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          value={page}
          onChange={setPage}
          size="sm"
          disabled={load.status !== 'loaded'}
        />
      </Group>
    </>
  );
}
