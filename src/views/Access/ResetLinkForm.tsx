import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { sendResetLink } from '@/api/access';
import { DemoMailbox } from './DemoMailbox';
import { useMailRequest } from './use-mail-request';

/** A reset link by email instead of a code. The answer never tells whether the address is known. */
export function ResetLinkForm({ email }: { email: string }) {
  const { t } = useTranslate();
  const { form, submit, sending, answer } = useMailRequest(sendResetLink, email);

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
