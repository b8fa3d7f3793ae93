import { useState } from 'react';
import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { resendActivation, type MailAnswer } from '@/api/access';
import { emailRule } from '@/api/rules/account';
import { DemoMailbox } from './DemoMailbox';
import { showServerFieldErrors, useRuleMessage } from './rule-message';

/** Asks for a new activation link; the answer is the same whether or not the address waits for one. */
export function ResendActivation({ email = '' }: { email?: string }) {
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<MailAnswer | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email },
    validate: { email: (value) => rule(emailRule(value)) },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setAnswer(null);
    try {
      setAnswer(await resendActivation(values.email.trim()));
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('access.active.resend')}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('access.active.resend')}
        </Title>
        <TextInput
          label={t('access.fields.email')}
          placeholder={t('access.fields.emailPlaceholder')}
          leftSection={<IconAt size={16} />}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" variant="light" loading={submitting}>
          {t('access.active.resendSubmit')}
        </Button>
        {answer ? (
          <Alert color="blue" variant="light" role="status">
            {t('access.active.resendDone')}
          </Alert>
        ) : null}
        {answer?.mail ? <DemoMailbox mail={answer.mail} action="activate" /> : null}
      </Stack>
    </form>
  );
}
