import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { Logo } from '@/layouts/parts/Logo';
import { LoginForm } from './LoginForm';
import { LoginToolbar } from './LoginToolbar';
import classes from './Login.module.css';

/** Sign-in page: the brand panel on wide screens, the form alone on phones. */
export default function Login() {
  const { t } = useTranslate();
  return (
    <Box className={classes.page}>
      <Box className={classes.brand} visibleFrom="md">
        <Logo size={40} withTitle />
        <Stack gap="sm" className={classes.pitch}>
          <Title order={1} c="white" fz={34}>
            {t('login.welcome')}
          </Title>
          <Text c="gray.4" fz="lg" maw={460}>
            {t('login.pitch')}
          </Text>
        </Stack>
        <Text c="gray.5" fz="sm">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Box>
      <Box className={classes.formSide}>
        <Group justify="space-between" className={classes.toolbar}>
          <Box hiddenFrom="md">
            <Logo size={32} withTitle dark />
          </Box>
          <Box ml="auto">
            <LoginToolbar />
          </Box>
        </Group>
        <Stack className={classes.card} gap="md">
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Stack gap={4} mb="lg">
              <Title order={2} fz={24}>
                {t('login.title')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('login.subtitle')}
              </Text>
            </Stack>
            <LoginForm />
            {__USE_MOCK__ ? (
              <Text c="dimmed" fz="xs" mt="lg">
                {t('login.demoAccounts')}{' '}
                <Text component="span" fz="xs" ff="monospace">
                  admin / admin · seller / seller
                </Text>
              </Text>
            ) : null}
          </Paper>
          <Text ta="center" fz="sm">
            {t('access.login.noAccount')}{' '}
            <Anchor href="#/register" inherit>
              {t('access.login.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </Box>
    </Box>
  );
}
