import { useMemo } from 'react';
import type { DescriptionItem } from '@/components/Descriptions/Descriptions';
import type { FieldOption, FieldPatch, FormField, FormSchema, InputKind } from '@/components/Form/types';
import { EXCLUDED_COLUMN_FIELDS, type TableColumn } from '@/components/Table/types';

/** How a field shows in a form or a search bar: its kind and the patch of the shared settings. */
export interface CrudFieldOverride<Row> extends FieldPatch<Row> {
  kind?: InputKind;
}

/**
 * One field of a record, described once. It becomes a table column, a form field and a description
 * item unless its `table`, `form` or `detail` is `false`; a search field only when it has `search`.
 */
export interface CrudSchemaItem<Row> {
  field: Extract<keyof Row, string> | (string & {});
  /** translation key, shared by every target */
  label: string;
  /** the input kind of the form and search field @default 'text' */
  kind?: InputKind;
  /** a code field's choices: the form's and search's options, the table's and detail's labels */
  options?: FieldOption[];
  table?: Partial<TableColumn<Row>> | false;
  search?: CrudFieldOverride<Row> | boolean;
  form?: CrudFieldOverride<Row> | false;
  detail?: Partial<DescriptionItem<Row>> | false;
}

export interface CrudSchemas<Row> {
  tableColumns: TableColumn<Row>[];
  searchSchema: FormSchema<Partial<Row>>;
  formSchema: FormSchema<Row>;
  descriptionItems: DescriptionItem<Row>[];
}

function field<V>(item: CrudSchemaItem<V>, override: CrudFieldOverride<V>): FormField<V> {
  const { kind = item.kind ?? 'text', ...patch } = override;
  // the override's props are Mantine props of its own kind, as the schema's author wrote them
  return {
    field: item.field,
    label: item.label,
    kind,
    ...(item.options ? { options: item.options } : {}),
    ...patch,
  } as FormField<V>;
}

/** The four schemas from one description of a record's fields (pure; see `useCrudSchemas`). */
export function buildCrudSchemas<Row>(items: CrudSchemaItem<Row>[]): CrudSchemas<Row> {
  const tableColumns: TableColumn<Row>[] = [];
  const searchSchema: FormSchema<Partial<Row>> = [];
  const formSchema: FormSchema<Row> = [];
  const descriptionItems: DescriptionItem<Row>[] = [];
  for (const item of items) {
    const { table = {}, search = false, form = {}, detail = {} } = item;
    if (table !== false) {
      tableColumns.push({ field: item.field, title: item.label, options: item.options, ...table });
    }
    // the seed's excluded columns (selection, expand) belong to the table alone
    if (EXCLUDED_COLUMN_FIELDS.includes(item.field)) continue;
    if (search !== false) {
      const override = search === true ? {} : search;
      searchSchema.push(
        field(item as CrudSchemaItem<Partial<Row>>, override as CrudFieldOverride<Partial<Row>>),
      );
    }
    if (form !== false) formSchema.push(field(item, form));
    if (detail !== false) {
      descriptionItems.push({ field: item.field, label: item.label, options: item.options, ...detail });
    }
  }
  return { tableColumns, searchSchema, formSchema, descriptionItems };
}

/** `buildCrudSchemas`, kept for as long as `items` is the same array. */
export function useCrudSchemas<Row>(items: CrudSchemaItem<Row>[]): CrudSchemas<Row> {
  return useMemo(() => buildCrudSchemas(items), [items]);
}
