import { Badge, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ExampleRecord } from '@/api/sample-types';
import type { TableColumn } from '@/components/Table/types';
import { IMPORTANCE_OPTIONS } from '@/views/Components/Form/example-form-schema';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { IMPORTANCE_COLORS, plainText } from './example-format';

export interface ExampleColumnsInput {
  language: string;
  t: (key: string) => string;
  /** adds an actions column with a View button */
  onView?: (row: ExampleRecord) => void;
}

/** The sample example records as table columns (sortable where the server sorts). */
export function exampleColumns({ language, t, onView }: ExampleColumnsInput): TableColumn<ExampleRecord>[] {
  const columns: TableColumn<ExampleRecord>[] = [
    {
      field: 'title',
      title: 'exampleFields.title',
      minWidth: 240,
      sortable: true,
      fixed: 'left',
      width: 260,
      ellipsis: true,
    },
    { field: 'author', title: 'exampleFields.author', width: 120, sortable: true },
    {
      field: 'importance',
      title: 'exampleFields.importance',
      width: 110,
      sortable: true,
      options: IMPORTANCE_OPTIONS,
      render: (row) => (
        <Badge variant="light" color={IMPORTANCE_COLORS[row.importance]}>
          {t(`exampleFields.importances.${row.importance}`)}
        </Badge>
      ),
    },
    {
      field: 'display_time',
      title: 'exampleFields.display_time',
      width: 190,
      sortable: true,
      render: (row) => formatDateTime(row.display_time, language),
    },
    {
      field: 'pageviews',
      title: 'exampleFields.pageviews',
      width: 120,
      align: 'right',
      sortable: true,
      render: (row) => formatNumber(row.pageviews, language),
    },
    {
      field: 'content',
      title: 'exampleFields.content',
      minWidth: 260,
      hidden: true,
      ellipsis: true,
      cardHidden: true,
      render: (row) => plainText(row.content),
    },
  ];
  if (!onView) return columns;
  return [
    ...columns,
    {
      field: 'actions',
      width: 100,
      fixed: 'right',
      alwaysShown: true,
      align: 'center',
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconEye size={14} />}
          onClick={(event) => {
            event.stopPropagation();
            onView(row);
          }}
        >
          {t('tableDemo.view')}
        </Button>
      ),
    },
  ];
}
