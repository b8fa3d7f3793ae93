import { useEffect, useState } from 'react';
import { Anchor, Avatar, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { fieldErrors } from '@/api/errors';
import { verifyPassword } from '@/api/lock';
import { useLayout, useSession, useSessionRef } from '@/app/actor-context';
import classes from './LockScreen.module.css';
import { formatTime } from '@/i18n/format';

/**
 * The console behind a lock (issue #3): nothing of the page shows until the account's password is
 * entered again; the server checks it, the console never keeps it.
 */
export function LockScreen() {
  const { t } = useTranslate();
  const session = useSessionRef();
  const user = useSession((s) => s.context.userInfo);
  const language = useLayout((s) => s.context.language);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30000);
    return () => window.clearInterval(timer);
  }, []);

  const unlock = async () => {
    if (!password) return setError(t('lock.passwordRequired'));
    setBusy(true);
    setError(null);
    try {
      const { encryptPassword } = await import('@/api/crypto');
      await verifyPassword(encryptPassword(password));
      session.send({ type: 'session.unlock' });
    } catch (failure) {
      setError(
        fieldErrors(failure).password ?? (failure instanceof Error ? failure.message : t('lock.failed')),
      );
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const name = user?.nickname || user?.username || '';
  return (
    <div className={classes.page} role="main" aria-label={t('lock.title')}>
      <Text className={classes.clock} aria-hidden>
        {formatTime(now, language)}
      </Text>
      <Paper className={classes.card} radius="md" p="xl" shadow="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void unlock();
          }}
        >
          <Stack align="center" gap="sm">
            <Avatar src={user?.avatar || null} name={name} color="initials" size={72} radius="xl" />
            <Title order={2} fz={20}>
              {name}
            </Title>
            <Text c="dimmed" fz="sm">
              <IconLock size={14} /> {t('lock.locked')}
            </Text>
            <PasswordInput
              w="100%"
              label={t('lock.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error}
              autoFocus
              autoComplete="current-password"
            />
            <Button type="submit" fullWidth loading={busy}>
              {t('lock.unlock')}
            </Button>
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() => session.send({ type: 'session.logout' })}
            >
              {t('lock.signOutInstead')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </div>
  );
}
