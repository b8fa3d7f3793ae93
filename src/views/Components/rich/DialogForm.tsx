import { Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { Dialog } from '@/components/Dialog/Dialog';

interface ContactValues {
  name: string;
  email: string;
  warehouse: string | null;
  remark: string;
}

const FORM_ID = 'dialog-demo-form';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A dialog holding a form whose buttons sit in the dialog's footer, outside the scrolling body. */
export function DialogForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslate();
  const form = useForm<ContactValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', warehouse: null, remark: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('rich.dialogDemo.form.nameRequired')),
      email: (value) => (EMAIL.test(value) ? null : t('rich.dialogDemo.form.emailInvalid')),
      warehouse: (value) => (value ? null : t('rich.dialogDemo.form.warehouseRequired')),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={t('rich.dialogDemo.form.title')}
      footer={
        <>
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID}>
            {t('rich.dialogDemo.form.save')}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        onSubmit={form.onSubmit((values) => {
          notifications.show({
            color: 'teal',
            message: t('rich.dialogDemo.form.saved', { name: values.name }),
          });
          close();
        })}
      >
        <Stack gap="sm">
          <TextInput
            data-autofocus
            withAsterisk
            label={t('rich.dialogDemo.form.name')}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            withAsterisk
            label={t('rich.dialogDemo.form.email')}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Select
            withAsterisk
            label={t('rich.dialogDemo.form.warehouse')}
            data={['LAX-1', 'NJ-2', 'FRA-1', 'SZX-3']}
            key={form.key('warehouse')}
            {...form.getInputProps('warehouse')}
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          />
          <Textarea
            label={t('rich.dialogDemo.form.remark')}
            autosize
            minRows={3}
            key={form.key('remark')}
            {...form.getInputProps('remark')}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
