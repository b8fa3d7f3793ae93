import { Badge, Button, Group } from '@mantine/core';
import { IconEdit, IconEye } from '@tabler/icons-react';
import type { ExampleRecord } from '@/api/sample-types';
import { validatorRules } from '@/hooks/use-validator';
import type { CrudSchemaItem } from '@/hooks/use-crud-schemas';
import { IMPORTANCE_OPTIONS } from '@/views/Components/Form/example-form-schema';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { IMPORTANCE_COLORS, plainText } from '@/views/Components/Table/example-format';

const { required, lengthRange } = validatorRules;

export interface CrudSchemaInput {
  language: string;
  t: (key: string) => string;
  onView: (row: ExampleRecord) => void;
  onEdit: (row: ExampleRecord) => void;
}

/** The example record described once; `useCrudSchemas` turns it into search, table, form and details. */
export function exampleCrudItems({
  language,
  t,
  onView,
  onEdit,
}: CrudSchemaInput): CrudSchemaItem<ExampleRecord>[] {
  const importanceBadge = (row: ExampleRecord) => (
    <Badge variant="light" color={IMPORTANCE_COLORS[row.importance]}>
      {t(`exampleFields.importances.${row.importance}`)}
    </Badge>
  );
  return [
    {
      field: 'title',
      label: 'exampleFields.title',
      search: { placeholder: 'tableDemo.titlePlaceholder' },
      table: { sortable: true, minWidth: 220, ellipsis: true },
      form: { rules: [required(), lengthRange(1, 50)], span: 24 },
      detail: { span: 2 },
    },
    {
      field: 'author',
      label: 'exampleFields.author',
      table: { width: 120, sortable: true },
      form: { rules: [required()] },
    },
    {
      field: 'importance',
      label: 'exampleFields.importance',
      kind: 'select',
      options: IMPORTANCE_OPTIONS,
      search: true,
      table: { width: 110, sortable: true, render: importanceBadge },
      form: { rules: [required()] },
      detail: { render: importanceBadge },
    },
    {
      field: 'display_time',
      label: 'exampleFields.display_time',
      kind: 'dateTime',
      table: { width: 190, sortable: true, render: (row) => formatDateTime(row.display_time, language) },
      detail: { render: (row) => formatDateTime(row.display_time, language) },
    },
    {
      field: 'pageviews',
      label: 'exampleFields.pageviews',
      kind: 'number',
      table: {
        width: 110,
        align: 'right',
        sortable: true,
        render: (row) => formatNumber(row.pageviews, language),
      },
      form: { props: { min: 0 } },
    },
    {
      field: 'content',
      label: 'exampleFields.content',
      kind: 'textarea',
      table: false,
      form: { span: 24 },
      detail: { span: 2, render: (row) => plainText(row.content) },
    },
    { field: 'id', label: 'exampleFields.id', table: false, form: false },
    {
      field: 'actions',
      label: 'crudDemo.actions',
      table: {
        title: undefined,
        width: 180,
        fixed: 'right',
        alwaysShown: true,
        render: (row) => (
          <Group gap={4} wrap="nowrap" justify="center">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconEye size={14} />}
              onClick={() => onView(row)}
            >
              {t('tableDemo.view')}
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconEdit size={14} />}
              onClick={() => onEdit(row)}
            >
              {t('crudDemo.edit')}
            </Button>
          </Group>
        ),
      },
      form: false,
      detail: false,
    },
  ];
}
