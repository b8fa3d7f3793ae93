import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { fieldErrors } from '@/api/errors';
import { saveExample } from '@/api/sample-example';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import { DemoPage, ValuesBlock } from './DemoPage';
import { exampleFormSchema, remarkField, shortSchema, type ExampleFormValues } from './example-form-schema';

const toBody = (values: ExampleFormValues) => ({
  ...values,
  importance: values.importance ?? 0,
  display_time: values.display_time ?? undefined,
  pageviews: typeof values.pageviews === 'number' ? values.pageviews : undefined,
});

/** `/components/use-form`: the `useForm` API driving a form, and the server's 422 at the fields. */
export default function UseForm() {
  const { t } = useTranslate();
  const form = useForm<ExampleFormValues>({ schema: exampleFormSchema });
  const [shown, setShown] = useState<unknown>(null);
  const fieldOf = (name: string) => form.schema.find((field) => field.field === name);
  const author = fieldOf('author');
  const authorDisabled = author !== undefined && author.kind !== 'divider' && author.disabled === true;
  const pageviewsHidden = fieldOf('pageviews')?.hidden === true;
  const hasRemark = fieldOf('remark') !== undefined;
  const isShort = fieldOf('content') === undefined;

  const sendUnchecked = async () => {
    try {
      await saveExample(toBody(form.getValues()));
      notifications.show({ color: 'green', message: t('useFormDemo.saved') });
    } catch (error) {
      const elsewhere = form.setServerErrors(fieldErrors(error));
      setShown({ serverErrors: fieldErrors(error), notInForm: elsewhere });
    }
  };

  const actions: Array<[string, () => void]> = [
    [
      'useFormDemo.setValues',
      () =>
        form.setValues({
          title: t('useFormDemo.sample.title'),
          author: t('useFormDemo.sample.author'),
          importance: 2,
          pageviews: 120,
          content: t('useFormDemo.sample.content'),
        }),
    ],
    ['useFormDemo.getValues', () => setShown(form.getValues())],
    [
      'useFormDemo.validate',
      () => {
        const valid = form.validate();
        notifications.show({
          color: valid ? 'green' : 'red',
          message: t(valid ? 'useFormDemo.valid' : 'useFormDemo.invalid'),
        });
      },
    ],
    ['useFormDemo.reset', () => form.reset()],
    [
      hasRemark ? 'useFormDemo.removeField' : 'useFormDemo.addField',
      () => (hasRemark ? form.removeField('remark') : form.addField(remarkField, { after: 'pageviews' })),
    ],
    [
      authorDisabled ? 'useFormDemo.enableAuthor' : 'useFormDemo.disableAuthor',
      () => form.setFieldProps('author', { disabled: !authorDisabled }),
    ],
    [
      pageviewsHidden ? 'useFormDemo.showPageviews' : 'useFormDemo.hidePageviews',
      () => form.setFieldProps('pageviews', { hidden: !pageviewsHidden }),
    ],
    [
      isShort ? 'useFormDemo.fullSchema' : 'useFormDemo.shortSchema',
      () => form.setSchema(isShort ? exampleFormSchema : shortSchema),
    ],
  ];

  return (
    <DemoPage title={t('router.useForm')} intro={t('useFormDemo.intro')}>
      <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('useFormDemo.api')}>
        {actions.map(([label, run]) => (
          <Button key={label} variant="light" size="xs" onClick={run}>
            {t(label)}
          </Button>
        ))}
        <Button variant="outline" color="orange" size="xs" onClick={() => void sendUnchecked()}>
          {t('useFormDemo.sendUnchecked')}
        </Button>
      </Group>
      <Form
        form={form}
        aria-label={t('router.useForm')}
        submitLabel="useFormDemo.save"
        onSubmit={async (values) => {
          const saved = await saveExample(toBody(values));
          notifications.show({ color: 'green', message: t('useFormDemo.savedAs', { id: saved.id }) });
        }}
      />
      <Stack gap={4}>
        <Text fz="xs" c="dimmed">
          {t('useFormDemo.serverHint')}
        </Text>
        {shown !== null && <ValuesBlock label={t('useFormDemo.output')} value={shown} />}
      </Stack>
    </DemoPage>
  );
}
