import { Button, Image, Stack, Switch, Text } from '@mantine/core';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useCallback, useMemo, useState } from 'react';
import type { ExampleRecord } from '@/api/sample-types';
import { DataTable } from '@/components/Table/DataTable';
import type { TableExpandable, TableSelection } from '@/components/Table/table-props';
import type { SortState } from '@/components/Table/types';
import { DemoChoice, DemoPage } from '@/views/Components/Form/DemoPage';
import { exampleColumns } from './example-columns';
import { CARD_MODES, plainText, type CardMode } from './example-format';
import { ExampleDetailDrawer } from './ExampleDetailDrawer';
import { localPage } from './local-page';
import { useExampleRows } from './use-example-rows';

const expandable: TableExpandable<ExampleRecord> = {
  render: (row) => (
    <Stack gap="xs" py={4}>
      <Image src={row.image_uri} alt={row.title} h={80} w="auto" fit="contain" />
      <Text fz="sm">{plainText(row.content)}</Text>
    </Stack>
  ),
};

/** `/components/default-table`: the table component alone, every state and option by hand. */
export default function DefaultTable() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const { state, retry } = useExampleRows();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<SortState | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<ExampleRecord | null>(null);
  const [forced, setForced] = useState<'none' | 'loading' | 'empty' | 'error'>('none');
  const [selectable, setSelectable] = useState(true);
  const [withDetails, setWithDetails] = useState(false);
  const [cardMode, setCardMode] = useState<CardMode>('auto');

  const columns = useMemo(() => exampleColumns({ language, t, onView: setViewing }), [language, t]);
  const all = state.status === 'loaded' ? state.data : [];
  const rows = forced === 'empty' ? [] : localPage(all, sort, page, pageSize);
  const changeSelection = useCallback(
    (changed: ExampleRecord[], on: boolean) =>
      setSelected((previous) => {
        const next = new Set(previous);
        for (const row of changed) {
          if (on) next.add(row.id);
          else next.delete(row.id);
        }
        return next;
      }),
    [],
  );
  const selection: TableSelection<ExampleRecord> = useMemo(
    () => ({
      selectedKeys: selected,
      onChange: changeSelection,
      onClear: () => setSelected(new Set()),
      bulkActions: () => (
        <Button size="xs" variant="light" onClick={() => setSelected(new Set())}>
          {t('tableDemo.markRead')}
        </Button>
      ),
    }),
    [selected, changeSelection, t],
  );
  const error =
    forced === 'error' ? t('tableDemo.forcedError') : state.status === 'failed' ? state.message : undefined;

  return (
    <DemoPage
      title={t('router.defaultTable')}
      intro={t('tableDemo.defaultIntro')}
      controls={
        <>
          <DemoChoice
            label={t('tableDemo.state')}
            value={forced}
            onChange={setForced}
            data={(['none', 'loading', 'empty', 'error'] as const).map((value) => ({
              value,
              label: t(`tableDemo.states.${value}`),
            }))}
          />
          <DemoChoice
            label={t('tableDemo.cardMode')}
            value={cardMode}
            onChange={setCardMode}
            data={CARD_MODES.map((value) => ({ value, label: t(`tableDemo.cardModes.${value}`) }))}
          />
          <Switch
            label={t('tableDemo.selectable')}
            checked={selectable}
            onChange={(e) => setSelectable(e.currentTarget.checked)}
          />
          <Switch
            label={t('tableDemo.expandable')}
            checked={withDetails}
            onChange={(e) => setWithDetails(e.currentTarget.checked)}
          />
        </>
      }
    >
      <DataTable
        tableId="demo-default-table"
        aria-label={t('router.defaultTable')}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={forced === 'loading' || state.status === 'loading'}
        error={error}
        onRetry={forced === 'error' ? () => setForced('none') : retry}
        emptyAction={
          forced === 'empty' ? (
            <Button variant="light" onClick={() => setForced('none')}>
              {t('tableDemo.showRows')}
            </Button>
          ) : undefined
        }
        pagination={{
          page,
          pageSize,
          total: forced === 'empty' ? 0 : all.length,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        selection={selectable ? selection : undefined}
        expandable={withDetails ? expandable : undefined}
        cardMode={cardMode}
        striped
      />
      <ExampleDetailDrawer record={viewing} onClose={() => setViewing(null)} />
    </DemoPage>
  );
}
