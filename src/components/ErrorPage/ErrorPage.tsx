import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import classes from './ErrorPage.module.css';

export type ErrorKind = '403' | '404' | '500';

/** The 403, 404 and 500 pages: what happened, in plain words, and a way on. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
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
        {t(`error.page.${kind}.description`)}
      </Text>
      <Group>
        <Button component="a" href="#/">
          {t('error.page.home')}
        </Button>
        <Button variant="default" onClick={() => history.back()}>
          {t('error.page.back')}
        </Button>
      </Group>
    </Stack>
  );
}
