import { Switch } from '@mantine/core';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { getExampleTree } from '@/api/sample-example';
import type { ExampleTreeNode } from '@/api/sample-types';
import { DataTable } from '@/components/Table/DataTable';
import { useTable } from '@/components/Table/use-table';
import { DemoPage } from '@/views/Components/Form/DemoPage';
import { exampleColumns } from './example-columns';

/** `/components/tree-table`: records with children up to three levels, pages of top-level rows. */
export default function TreeTable() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const [expandAll, setExpandAll] = useState(false);
  const columns = useMemo(
    () => exampleColumns({ language, t }).map((column) => ({ ...column, fixed: undefined })),
    [language, t],
  );
  const table = useTable<ExampleTreeNode, Record<string, never>>({
    tableId: 'demo-tree-table',
    fetch: ({ pageIndex, pageSize }) => getExampleTree({ pageIndex, pageSize }),
    columns,
    rowKey: 'id',
    defaultFilter: {},
  });
  return (
    <DemoPage
      title={t('router.treeTable')}
      intro={t('tableDemo.treeIntro')}
      controls={
        <Switch
          label={t('tableDemo.expandAll')}
          checked={expandAll}
          onChange={(event) => setExpandAll(event.currentTarget.checked)}
        />
      }
    >
      <DataTable
        // a new starting state for every row: remount rather than merge the user's toggles
        key={String(expandAll)}
        {...table.tableProps}
        onSortChange={undefined}
        tree={{ defaultExpandAll: expandAll }}
        aria-label={t('router.treeTable')}
      />
    </DemoPage>
  );
}
