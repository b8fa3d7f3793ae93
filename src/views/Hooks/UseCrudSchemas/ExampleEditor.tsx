import { Drawer } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { saveExample } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';
import { Form } from '@/components/Form/Form';
import type { FormSchema } from '@/components/Form/types';
import { useForm } from '@/components/Form/use-form';
import { htmlToLines, textToHtml } from '@/views/Components/Table/example-format';

export interface ExampleEditorProps {
  schema: FormSchema<ExampleRecord>;
  /** the record to edit; null adds a new one */
  record: ExampleRecord | null;
  onSaved: () => void;
}

/** The form of the crud schema, saving through the sample endpoint (its 422 lands at the fields). */
function EditorForm({ schema, record, onSaved }: ExampleEditorProps) {
  const { t } = useTranslate();
  // the record keeps HTML paragraphs; the form edits their text
  const form = useForm<ExampleRecord>({
    schema,
    initialValues: record ? { ...record, content: htmlToLines(record.content) } : {},
  });
  return (
    <Form
      form={form}
      aria-label={t(record ? 'crudDemo.editTitle' : 'crudDemo.addTitle')}
      submitLabel="crudDemo.save"
      onSubmit={async (values) => {
        await saveExample({
          ...values,
          id: record?.id,
          pageviews: typeof values.pageviews === 'number' ? values.pageviews : undefined,
          display_time: values.display_time || undefined,
          content: textToHtml(values.content ?? ''),
        });
        notifications.show({ color: 'green', message: t('crudDemo.saved') });
        onSaved();
      }}
    />
  );
}

export function ExampleEditor({
  opened,
  onClose,
  ...props
}: ExampleEditorProps & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslate();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t(props.record ? 'crudDemo.editTitle' : 'crudDemo.addTitle')}
    >
      {opened && <EditorForm key={props.record?.id ?? 'new'} {...props} />}
    </Drawer>
  );
}
