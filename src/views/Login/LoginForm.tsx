import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { prepareBackend } from '@/api/bindings';
import { useSession, useSessionRef } from '@/app/actor-context';
import { lazyModule } from '@/app/lazy-module';
import { openSealed, sealPassword } from '@/app/remembered-password';
import { takeEarlyInput, type EarlyInput } from './early-sign-in';
import { loginRules, type LoginMode } from './login-rules';
import { useLoginForm } from './use-login-form';

// jsencrypt loads with the sign-in, not with the page (the same module however often it is asked)
const loadCrypto = lazyModule(() => import('@/api/crypto'));

/** A person starts on the form: what the sign-in needs loads while they type (#18). */
function getReady() {
  prepareBackend();
  void loadCrypto().catch(() => undefined);
}

type Values = {
  username: string;
  password: string;
  rememberMe: boolean;
};

/**
 * Sign-in by account or by email. With "remember me" the session keeps the username and the password
 * sealed with the browser's own non-exportable key (never the RSA cipher text, which would sign in as
 * the password); an untouched password field then opens the sealed one, and the password is
 * RSA-encrypted for the server only here, at submit.
 */
export function LoginForm() {
  const { t } = useTranslate();
  const session = useSessionRef();
  const signingIn = useSession((s) => s.matches('signingIn'));
  const serverError = useSession((s) => s.context.error);
  const loginInfo = useSession((s) => s.context.loginInfo);
  const rememberMe = useSession((s) => s.context.rememberMe);
  const [mode, setMode] = useState<LoginMode>(() =>
    loginInfo?.username.includes('@') ? 'email' : 'account',
  );
  const [useRemembered, setUseRemembered] = useState(Boolean(loginInfo?.sealedPassword));

  const form = useLoginForm<Values>(
    { username: loginInfo?.username ?? '', password: '', rememberMe },
    {
      username: (value) => {
        const key = loginRules.username(value, mode);
        return key ? t(key) : null;
      },
      password: (value) => {
        if (useRemembered) return null;
        const key = loginRules.password(value);
        return key ? t(key) : null;
      },
    },
  );

  // what was done in the sign-in form drawn into index.html before this one replaced it
  const formElement = useRef<HTMLFormElement>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const early = useRef<EarlyInput>(undefined);
  useLayoutEffect(() => {
    const taken = takeEarlyInput();
    if (!taken) return;
    early.current = taken;
    const { username, password, rememberMe, focus, submit } = taken;
    // someone started on the drawn form: what the sign-in needs loads now, not at their next focus
    if (username || password || submit || focus) getReady();
    if (username) form.setFieldValue('username', username);
    if (password) form.setFieldValue('password', password);
    form.setFieldValue('rememberMe', rememberMe);
    if (focus) (focus === 'username' ? usernameInput : passwordInput).current?.focus();
    // the drawn form is taken once (takeEarlyInput answers nothing after), as the form first shows
  }, [form]);
  useEffect(() => {
    const carried = early.current;
    // a submit asked for in the drawn form, once this render holds what was typed there
    if (!carried?.submit) return;
    if (form.values.username !== carried.username || form.values.password !== carried.password) return;
    early.current = undefined;
    formElement.current?.requestSubmit();
  });

  const submit = form.onSubmit(async (values) => {
    const plain =
      useRemembered && loginInfo?.sealedPassword
        ? await openSealed(loginInfo.sealedPassword)
        : values.password;
    if (plain === undefined) {
      // the key went with the site's data, or the value is from before: the person types it again
      setUseRemembered(false);
      form.setFieldError('password', t('login.passwordRememberedLost'));
      return;
    }
    const crypto = await loadCrypto();
    const username = values.username.trim();
    session.send({
      type: 'session.login',
      username,
      password: crypto.encryptPassword(plain),
      rememberMe: values.rememberMe,
    });
    // sealed beside the sign-in's requests (its key is read from or stored in IndexedDB, ~20 ms),
    // for the sign-in to remember once it succeeds
    if (!values.rememberMe) return;
    const sealedPassword = await sealPassword(plain);
    if (sealedPassword) session.send({ type: 'session.sealed', username, sealedPassword });
  });

  const switchMode = (value: string) => {
    setMode(value as LoginMode);
    form.setFieldValue('username', '');
    form.clearErrors();
    setUseRemembered(false);
  };

  return (
    <form ref={formElement} onSubmit={submit} onFocus={getReady} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={switchMode}
          data={[
            { value: 'account', label: t('login.byAccount') },
            { value: 'email', label: t('login.byEmail') },
          ]}
        />
        <TextInput
          label={mode === 'email' ? t('login.email') : t('login.username')}
          placeholder={mode === 'email' ? t('login.emailPlaceholder') : t('login.usernamePlaceholder')}
          leftSection={mode === 'email' ? <IconAt size={16} /> : <IconUser size={16} />}
          autoComplete={mode === 'email' ? 'email' : 'username'}
          type={mode === 'email' ? 'email' : 'text'}
          data-autofocus
          withAsterisk
          ref={usernameInput}
          {...form.input('username')}
          onChange={(event) => {
            form.input('username').onChange(event);
            if (useRemembered) {
              setUseRemembered(false);
            }
          }}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={useRemembered ? t('login.passwordRemembered') : t('login.passwordPlaceholder')}
          description={useRemembered ? t('login.passwordRememberedHint') : undefined}
          leftSection={<IconLock size={16} />}
          autoComplete="current-password"
          withAsterisk={!useRemembered}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          ref={passwordInput}
          {...form.input('password')}
          onChange={(event) => {
            form.input('password').onChange(event);
            if (useRemembered) setUseRemembered(false);
          }}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox label={t('login.rememberMe')} {...form.checkbox('rememberMe')} />
          <Anchor href="#/forget-password" fz="sm">
            {t('access.login.forgotPassword')}
          </Anchor>
        </Group>
        {serverError && !signingIn ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth size="md" loading={signingIn}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
