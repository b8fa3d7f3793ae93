import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { resendActivation } from '@/api/access';
import { DemoMailbox } from './DemoMailbox';
import { useMailRequest } from './use-mail-request';

/** Asks for a new activation link; the answer is the same whether or not the address waits for one. */
export function ResendActivation({ email = '' }: { email?: string }) {
  const { t } = useTranslate();
  const { form, submit, sending, answer } = useMailRequest(resendActivation, email);

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
        <Button type="submit" variant="light" loading={sending}>
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
