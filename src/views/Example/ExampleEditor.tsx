import { notifications } from '@mantine/notifications';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { saveExample } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import { useCrudSchemas } from '@/hooks/use-crud-schemas';
import { announceExampleChange } from './example-changes';
import { exampleSchemaItems, toFormValues, toSaveBody } from './example-schemas';

export interface ExampleEditorProps {
  /** the record to edit; none: a new one */
  record?: ExampleRecord | null;
  onSaved: (saved: ExampleRecord) => void;
  onCancel: () => void;
}

/**
 * The example record's form, checked with the server's rules before it is sent; the server's own
 * field messages (a 422) land at their fields. Remount it (a `key`) to edit another record.
 */
export function ExampleEditor({ record, onSaved, onCancel }: ExampleEditorProps) {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const items = useMemo(() => exampleSchemaItems(language, t), [language, t]);
  const { formSchema } = useCrudSchemas(items);
  const form = useForm<ExampleRecord>({ schema: formSchema, initialValues: toFormValues(record) });

  const save = async (values: ExampleRecord) => {
    const saved = await saveExample(toSaveBody(values, record?.id));
    notifications.show({ color: 'green', message: t(record ? 'example.updated' : 'example.created') });
    announceExampleChange(!record);
    onSaved(saved);
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t(record ? 'example.editTitle' : 'example.addTitle')}
      submitLabel="example.actions.save"
      onCancel={onCancel}
    />
  );
}
