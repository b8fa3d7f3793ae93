import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import classes from './ErrorPage.module.css';

export type ErrorKind = '403' | '404' | '500';

export interface ErrorPageProps {
  kind: ErrorKind;
  /** a message key saying more precisely what happened than the kind's own description */
  descriptionKey?: string;
  /** the ways on; by default the home page and back */
  actions?: ReactNode;
  /** shown below the actions (an error's detail) */
  children?: ReactNode;
}

/** The 403, 404 and 500 pages: what happened, in plain words, and a way on. */
export function ErrorPage({ kind, descriptionKey, actions, children }: ErrorPageProps) {
  const { t } = useTranslate();
  return (
    <Stack align="center" justify="center" gap="md" className={classes.root}>
      <Text className={classes.code} aria-hidden>
        {kind}
      </Text>
      <Title order={2} ta="center">
        {t(`error.page.${kind}.title`)}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {t(descriptionKey ?? `error.page.${kind}.description`)}
      </Text>
      <Group justify="center">
        {actions ?? (
          <>
            <Button component="a" href="#/">
              {t('error.page.home')}
            </Button>
            <Button variant="default" onClick={() => history.back()}>
              {t('error.page.back')}
            </Button>
          </>
        )}
      </Group>
      {children}
    </Stack>
  );
}
