import { useState } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconLock, IconMailCheck } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Registered } from '@/api/access';
import { signUpOpen } from '@/api/sign-up';
import { AuthShell } from '@/views/Login/AuthShell';
import { DemoMailbox } from './DemoMailbox';
import { RegisterForm } from './RegisterForm';

/**
 * Registration: a new visitor account, active once the emailed link is opened; or, where the
 * deployment has closed sign-up, why not and where an account comes from instead.
 */
export default function Register() {
  const { t } = useTranslate();
  const [registered, setRegistered] = useState<Registered | null>(null);
  return (
    <AuthShell
      title={t('access.title.register')}
      subtitle={registered || !signUpOpen() ? undefined : t('access.register.subtitle')}
      footer={
        <>
          {t('access.common.haveAccount')}{' '}
          <Anchor href="#/login" inherit underline="always">
            {t('access.common.signIn')}
          </Anchor>
        </>
      }
    >
      {!signUpOpen() ? (
        <Stack gap="md">
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={18} />}
            title={t('access.register.closedTitle')}
          >
            {t('access.register.closedText')}
          </Alert>
          <Button component="a" href="#/login" variant="default" fullWidth>
            {t('access.common.backToLogin')}
          </Button>
        </Stack>
      ) : registered ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            icon={<IconMailCheck size={18} />}
            title={t('access.register.successTitle')}
            role="status"
          >
            {t('access.register.successText', { email: registered.email })}
          </Alert>
          {registered.mail ? <DemoMailbox mail={registered.mail} action="activate" /> : null}
          <Button component="a" href="#/login" variant="default" fullWidth>
            {t('access.common.backToLogin')}
          </Button>
        </Stack>
      ) : (
        <RegisterForm onRegistered={setRegistered} />
      )}
    </AuthShell>
  );
}
