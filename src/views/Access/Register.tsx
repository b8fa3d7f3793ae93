import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Registered } from '@/api/access';
import { signUpOpen } from '@/api/sign-up';
import { AuthShell } from '@/views/Login/AuthShell';
import { AuthNotice } from './AuthNotice';
import { DemoMailbox } from './DemoMailbox';
import { RegisterForm } from './RegisterForm';

/**
 * Registration: a new visitor account, active once the emailed link is opened; or, where the
 * deployment has closed sign-up, why not and where an account comes from instead.
 */
export default function Register() {
  const { t } = useTranslate();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const backToLogin = { href: '#/login', label: t('access.common.backToLogin') };
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
        <AuthNotice tone="closed" title={t('access.register.closedTitle')} action={backToLogin}>
          {t('access.register.closedText')}
        </AuthNotice>
      ) : registered ? (
        <AuthNotice
          tone="done"
          icon={<IconMailCheck size={18} />}
          title={t('access.register.successTitle')}
          between={registered.mail ? <DemoMailbox mail={registered.mail} action="activate" /> : null}
          action={backToLogin}
        >
          {t('access.register.successText', { email: registered.email })}
        </AuthNotice>
      ) : (
        <RegisterForm onRegistered={setRegistered} />
      )}
    </AuthShell>
  );
}
