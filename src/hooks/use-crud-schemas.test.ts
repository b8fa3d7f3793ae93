import { describe, expect, it } from 'vitest';
import type { ExampleRecord } from '@/api/sample-types';
import type { ValueField } from '@/components/Form/types';
import { validatorRules } from './use-validator';
import { buildCrudSchemas, type CrudSchemaItem } from './use-crud-schemas';

const IMPORTANCE = [
  { value: 1, labelKey: 'exampleFields.importances.1' },
  { value: 3, labelKey: 'exampleFields.importances.3' },
];

const rule = validatorRules.required();

const items: CrudSchemaItem<ExampleRecord & { selection?: boolean }>[] = [
  { field: 'selection', label: 'table.selectAll' },
  {
    field: 'title',
    label: 'exampleFields.title',
    search: { placeholder: 'tableDemo.titlePlaceholder' },
    form: { rules: [rule], span: 24 },
  },
  {
    field: 'importance',
    label: 'exampleFields.importance',
    kind: 'select',
    options: IMPORTANCE,
    search: true,
    table: { width: 110 },
  },
  { field: 'content', label: 'exampleFields.content', kind: 'textarea', table: false, detail: { span: 2 } },
  { field: 'id', label: 'exampleFields.id', table: false, form: false },
  { field: 'actions', label: 'crudDemo.actions', table: { alwaysShown: true }, form: false, detail: false },
];

describe('buildCrudSchemas', () => {
  const { tableColumns, searchSchema, formSchema, descriptionItems } = buildCrudSchemas(items);

  it('makes a table column of every field but those left out, with per-target settings', () => {
    expect(tableColumns.map((column) => column.field)).toEqual([
      'selection',
      'title',
      'importance',
      'actions',
    ]);
    expect(tableColumns[2]).toMatchObject({
      field: 'importance',
      title: 'exampleFields.importance',
      width: 110,
      options: IMPORTANCE,
    });
    expect(tableColumns[3].alwaysShown).toBe(true);
  });

  it('searches only by the fields that ask for it, with their kind and without the form rules', () => {
    expect(searchSchema.map((field) => [field.field, field.kind])).toEqual([
      ['title', 'text'],
      ['importance', 'select'],
    ]);
    const [title, importance] = searchSchema as ValueField<Partial<ExampleRecord>>[];
    expect(title.placeholder).toBe('tableDemo.titlePlaceholder');
    expect(title.rules).toBeUndefined();
    expect(importance.options).toBe(IMPORTANCE);
  });

  it('gives the form its fields, kinds, rules and spans; the excluded selection column never is a field', () => {
    expect(formSchema.map((field) => [field.field, field.kind])).toEqual([
      ['title', 'text'],
      ['importance', 'select'],
      ['content', 'textarea'],
    ]);
    expect(formSchema[0]).toMatchObject({ label: 'exampleFields.title', span: 24, rules: [rule] });
  });

  it('describes every field but those left out', () => {
    expect(descriptionItems.map((item) => item.field)).toEqual(['title', 'importance', 'content', 'id']);
    expect(descriptionItems[2]).toMatchObject({ label: 'exampleFields.content', span: 2 });
    expect(descriptionItems[1].options).toBe(IMPORTANCE);
  });
});
