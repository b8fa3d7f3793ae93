import { getExampleList } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';
import type { FormSchema } from '@/components/Form/types';
import type { TableFetcher } from '@/components/Table/types';

/** What the example list can be filtered by: the search bar's title and the status tab. */
export interface ExampleFilter {
  title?: string;
  importance?: number;
}

export const exampleSearchSchema: FormSchema<ExampleFilter> = [
  { field: 'title', kind: 'text', label: 'exampleFields.title', placeholder: 'tableDemo.titlePlaceholder' },
];

/** The table's query as the example list endpoint takes it. */
export const fetchExamples: TableFetcher<ExampleRecord, ExampleFilter> = ({
  pageIndex,
  pageSize,
  sort,
  filter,
}) =>
  getExampleList({
    pageIndex,
    pageSize,
    title: filter.title,
    importance: filter.importance === undefined ? undefined : String(filter.importance),
    sortField: sort?.field,
    sortOrder: sort?.order,
  });
