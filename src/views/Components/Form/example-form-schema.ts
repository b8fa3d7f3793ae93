import type { FieldOption, FormField, FormSchema } from '@/components/Form/types';
import { validatorRules } from '@/hooks/use-validator';

const { required, lengthRange } = validatorRules;

/** The editable fields of a sample example record (seed §3). */
export interface ExampleFormValues {
  title: string;
  author: string;
  importance: number | null;
  display_time: string | null;
  pageviews: number | string;
  content: string;
  remark?: string;
}

export const IMPORTANCE_OPTIONS: FieldOption[] = [1, 2, 3].map((value) => ({
  value,
  labelKey: `exampleFields.importances.${value}`,
}));

// the server's rules (server/areas/samples/data/example-rules.ts): title 1–50 characters, author required, importance 1–3
export const exampleFormSchema: FormSchema<ExampleFormValues> = [
  { field: 'title', kind: 'text', label: 'exampleFields.title', rules: [required(), lengthRange(1, 50)] },
  { field: 'author', kind: 'text', label: 'exampleFields.author', rules: [required()] },
  {
    field: 'importance',
    kind: 'select',
    label: 'exampleFields.importance',
    options: IMPORTANCE_OPTIONS,
    rules: [required()],
  },
  { field: 'display_time', kind: 'dateTime', label: 'exampleFields.display_time' },
  { field: 'pageviews', kind: 'number', label: 'exampleFields.pageviews', props: { min: 0 } },
  { field: 'content', kind: 'textarea', label: 'exampleFields.content', span: 24 },
];

/** The field `addField` puts in and `removeField` takes out. */
export const remarkField: FormField<ExampleFormValues> = {
  field: 'remark',
  kind: 'textarea',
  label: 'useFormDemo.remark',
  span: 24,
  rules: [lengthRange(0, 100)],
};

/** What `setSchema` switches to: a short form of two fields. */
export const shortSchema: FormSchema<ExampleFormValues> = exampleFormSchema.filter(
  (field) => field.field === 'title' || field.field === 'author',
);
