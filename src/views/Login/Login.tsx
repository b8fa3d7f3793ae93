import { Anchor, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { signUpOpen } from '@/api/sign-up';
import { AuthShell } from './AuthShell';
import { LoginForm } from './LoginForm';

/** Sign-in page: the brand panel on wide screens, the form alone on phones. */
export default function Login() {
  const { t } = useTranslate();
  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        // a deployment that takes its users on by invitation alone offers no sign-up
        // (`data-sign-up`: the page drawn at build hides it by CSS there, index.html)
        signUpOpen() ? (
          <span data-sign-up="">
            {t('access.login.noAccount')}{' '}
            <Anchor href="#/register" inherit underline="always">
              {t('access.login.createAccount')}
            </Anchor>
          </span>
        ) : undefined
      }
    >
      <LoginForm />
      {__USE_MOCK__ ? (
        <Text c="dimmed" fz="xs" mt="lg">
          {t('login.demoAccounts')}{' '}
          <Text component="span" fz="xs" ff="monospace">
            admin / admin · seller / seller
          </Text>
        </Text>
      ) : null}
    </AuthShell>
  );
}
