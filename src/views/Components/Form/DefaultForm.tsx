import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import { DemoChoice, DemoPage, ValuesBlock } from './DemoPage';
import { defaultFormSchema } from './default-form-schema';

/** A file is shown by its name and size: the rest of a File does not print. */
const printable = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      value instanceof File ? { name: value.name, size: value.size } : value,
    ]),
  );

/** `/components/default-form`: every input kind in one schema, in columns, with its rules. */
export default function DefaultForm() {
  const { t } = useTranslate();
  const form = useForm({ schema: defaultFormSchema });
  const [columns, setColumns] = useState('2');
  const [disabled, setDisabled] = useState(false);
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null);

  return (
    <DemoPage
      title={t('router.defaultForm')}
      intro={t('formDemo.defaultIntro')}
      controls={
        <>
          <DemoChoice
            label={t('formDemo.columns')}
            value={columns}
            onChange={setColumns}
            data={['1', '2', '3']}
          />
          <Switch
            label={t('formDemo.disabled')}
            checked={disabled}
            onChange={(event) => setDisabled(event.currentTarget.checked)}
          />
        </>
      }
    >
      <Form
        form={form}
        columns={Number(columns)}
        disabled={disabled}
        aria-label={t('router.defaultForm')}
        onReset={() => setSubmitted(null)}
        onSubmit={(values) => {
          setSubmitted(printable(values));
          notifications.show({ color: 'green', message: t('formDemo.submitted') });
        }}
      />
      {submitted && <ValuesBlock label={t('formDemo.submittedValues')} value={submitted} />}
    </DemoPage>
  );
}
