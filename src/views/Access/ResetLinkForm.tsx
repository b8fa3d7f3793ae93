import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { sendResetLink, type MailAnswer } from '@/api/access';
import { emailRule } from '@/api/rules/account';
import { DemoMailbox } from './DemoMailbox';
import { showServerFieldErrors, useRuleMessage } from './rule-message';

/** A reset link by email instead of a code. The answer never tells whether the address is known. */
export function ResetLinkForm({ email }: { email: string }) {
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<MailAnswer | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email },
    validate: { email: (value) => rule(emailRule(value)) },
  });

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setAnswer(null);
    try {
      setAnswer(await sendResetLink(values.email.trim()));
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('access.link.submit')}>
      <Stack gap="md">
        <TextInput
          label={t('access.fields.email')}
          placeholder={t('access.fields.emailPlaceholder')}
          leftSection={<IconAt size={16} />}
          type="email"
          autoComplete="email"
          autoFocus
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth size="md" loading={sending}>
          {t('access.link.submit')}
        </Button>
        {answer ? (
          <Alert color="blue" variant="light" role="status">
            {t('access.link.sent')}
          </Alert>
        ) : null}
        {answer?.mail ? <DemoMailbox mail={answer.mail} action="reset" /> : null}
      </Stack>
    </form>
  );
}
