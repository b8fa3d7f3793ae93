import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { Logo } from '@/components/Logo/Logo';
import { LoginToolbar } from './LoginToolbar';
import classes from './AuthShell.module.css';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** under the card: the way back to sign-in, or on to registration */
  footer?: ReactNode;
}

/**
 * The frame of the pages reached before signing in (sign-in, registration, activation, forgotten and
 * reset password), with the sign-in page's look and toolbar.
 */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
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
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
            <Stack gap={4} mb="lg">
              <Title order={2} fz={24}>
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" fz="sm">
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Paper>
          {footer ? (
            <Text ta="center" fz="sm">
              {footer}
            </Text>
          ) : null}
        </Stack>
      </Box>
    </Box>
  );
}
