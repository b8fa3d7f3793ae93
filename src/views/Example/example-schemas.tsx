import { Badge, Text } from '@mantine/core';
import type { ExampleImportance, ExampleQuery, ExampleRecord, ExampleSaveBody } from '@/api/sample-types';
import type { FieldOption } from '@/components/Form/types';
import type { TableQuery } from '@/components/Table/types';
import type { CrudSchemaItem } from '@/hooks/use-crud-schemas';
import { validatorRules } from '@/hooks/use-validator';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { fromPickerValue, htmlToText, textToHtml, toPickerValue } from './example-text';

const { required, lengthRange } = validatorRules;

/** The server's limit (server/areas/samples/data/example-rules.ts): a title of 1 to 50 characters. */
export const TITLE_MAX_LENGTH = 50;

export const IMPORTANCE_COLORS: Record<ExampleImportance, string> = { 1: 'gray', 2: 'blue', 3: 'red' };

export const IMPORTANCE_OPTIONS: FieldOption[] = [1, 2, 3].map((value) => ({
  value,
  labelKey: `example.importance.${value}`,
}));

/** What the search bar filters by (its title and importance fields). */
export type ExampleFilter = Partial<ExampleRecord>;

function ImportanceBadge({ value, t }: { value: ExampleImportance; t: (key: string) => string }) {
  return (
    <Badge variant="light" color={IMPORTANCE_COLORS[value]}>
      {t(`example.importance.${value}`)}
    </Badge>
  );
}

/** The example record's fields, described once for the table, the search bar, the form and the detail. */
export function exampleSchemaItems(
  language: string,
  t: (key: string) => string,
): CrudSchemaItem<ExampleRecord>[] {
  return [
    {
      field: 'title',
      label: 'example.fields.title',
      search: { placeholder: 'example.search.titlePlaceholder' },
      table: { minWidth: 220, ellipsis: true },
      form: { span: 24, rules: [required(), lengthRange(1, TITLE_MAX_LENGTH)] },
      detail: { span: 3 },
    },
    {
      field: 'author',
      label: 'example.fields.author',
      table: { width: 130, sortable: true },
      form: { rules: [required(), lengthRange(1, 30)] },
    },
    {
      field: 'importance',
      label: 'example.fields.importance',
      kind: 'select',
      options: IMPORTANCE_OPTIONS,
      search: { props: { clearable: true } },
      table: {
        width: 110,
        sortable: true,
        render: (row) => <ImportanceBadge value={row.importance} t={t} />,
      },
      form: { rules: [required()] },
      detail: { render: (row) => <ImportanceBadge value={row.importance} t={t} /> },
    },
    {
      field: 'display_time',
      label: 'example.fields.displayTime',
      kind: 'dateTime',
      table: { width: 180, sortable: true, render: (row) => formatDateTime(row.display_time, language) },
      detail: { render: (row) => formatDateTime(row.display_time, language) },
    },
    {
      field: 'pageviews',
      label: 'example.fields.pageviews',
      kind: 'number',
      table: {
        width: 120,
        align: 'right',
        sortable: true,
        render: (row) => formatNumber(row.pageviews, language),
      },
      form: { props: { min: 0, max: 100000000, allowDecimal: false } },
      detail: { render: (row) => formatNumber(row.pageviews, language) },
    },
    {
      field: 'content',
      label: 'example.fields.content',
      kind: 'textarea',
      table: false,
      // a fixed height: the autosizing textarea needs the Font Loading API, which the test DOM lacks
      form: { span: 24, props: { autosize: false, rows: 5 } },
      detail: {
        span: 3,
        render: (row) => (
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {htmlToText(row.content)}
          </Text>
        ),
      },
    },
  ];
}

/** A record as the form's starting values (times for the picker, content as plain text). */
export function toFormValues(record: ExampleRecord | null | undefined): Partial<ExampleRecord> {
  if (!record) return { pageviews: 0, display_time: toPickerValue(new Date().toISOString()) ?? '' };
  return {
    ...record,
    display_time: toPickerValue(record.display_time) ?? '',
    content: htmlToText(record.content),
  };
}

export function toSaveBody(values: Partial<ExampleRecord>, id: string | undefined): ExampleSaveBody {
  return {
    ...(id ? { id } : {}),
    title: (values.title ?? '').trim(),
    author: (values.author ?? '').trim(),
    importance: Number(values.importance),
    display_time: fromPickerValue(values.display_time),
    pageviews: Number(values.pageviews) || 0,
    content: textToHtml(values.content ?? ''),
  };
}

/** The table's query as the list endpoint's. */
export function toExampleQuery({
  pageIndex,
  pageSize,
  sort,
  filter,
}: TableQuery<ExampleFilter>): ExampleQuery {
  return {
    pageIndex,
    pageSize,
    ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
    ...(filter.title ? { title: filter.title } : {}),
    ...(filter.importance ? { importance: String(filter.importance) } : {}),
  };
}
