import { Badge, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Form } from '@/components/Form/Form';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import { useForm } from '@/components/Form/use-form';
import { useValidator, validatorRules } from '@/hooks/use-validator';
import { DemoPage } from '@/views/Components/Form/DemoPage';

const { required, lengthRange, notSpace, phone, email, password, confirm } = validatorRules;

const field = (name: string) => `validatorDemo.fields.${name}`;

const schema: FormSchema = [
  { field: 'required', kind: 'text', label: field('required'), rules: [required()] },
  {
    field: 'length',
    kind: 'text',
    label: field('length'),
    description: 'validatorDemo.lengthHint',
    rules: [lengthRange(2, 8)],
  },
  { field: 'noSpace', kind: 'text', label: field('noSpace'), rules: [notSpace()] },
  { field: 'phone', kind: 'text', label: field('phone'), rules: [phone()] },
  { field: 'email', kind: 'text', label: field('email'), rules: [email()] },
  {
    field: 'password',
    kind: 'password',
    label: field('password'),
    description: 'validatorDemo.passwordHint',
    rules: [password()],
  },
  { field: 'confirm', kind: 'password', label: field('confirm'), rules: [confirm('password')] },
];

const PLAYGROUND: Record<string, FieldRule<unknown>> = {
  required: required(),
  length: lengthRange(2, 8),
  noSpace: notSpace(),
  phone: phone(),
  email: email(),
  password: password(),
};

/** `/hooks/useValidator`: each rule on a field (checked on leaving it and on submit), and `check` live. */
export default function UseValidator() {
  const { t } = useTranslate();
  const { check } = useValidator();
  const form = useForm({ schema });
  const [rule, setRule] = useState('email');
  const [value, setValue] = useState('');
  const message = check(value, [PLAYGROUND[rule]]);

  return (
    <DemoPage title={t('router.useValidator')} intro={t('validatorDemo.intro')}>
      <Form
        form={form}
        aria-label={t('router.useValidator')}
        submitLabel="validatorDemo.check"
        onSubmit={() => undefined}
      />
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('validatorDemo.playground')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('validatorDemo.playgroundIntro')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('validatorDemo.rule')}
            value={rule}
            allowDeselect={false}
            onChange={(next) => next && setRule(next)}
            data={Object.keys(PLAYGROUND).map((name) => ({ value: name, label: t(field(name)) }))}
            w={200}
          />
          <TextInput
            label={t('validatorDemo.value')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            w={260}
          />
        </Group>
        <Group gap="xs" aria-live="polite">
          <Badge color={message ? 'red' : 'green'} variant="light">
            {message ? t('validatorDemo.fails') : t('validatorDemo.passes')}
          </Badge>
          {message && <Text fz="sm">{message}</Text>}
        </Group>
      </Stack>
    </DemoPage>
  );
}
