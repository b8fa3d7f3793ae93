import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { ErrorPage } from '@/components/ErrorPage/ErrorPage';

/**
 * `/error/500-demo`: the seed's 500 page, and a way to see the page error boundary at work (a view
 * that throws while rendering shows the 500 page in its place; the shell keeps working).
 */
export default function Error500() {
  const { t } = useTranslate();
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error(t('error.crash.demoError'));
  return (
    <ErrorPage kind="500">
      <Paper withBorder radius="md" p="md" maw={520}>
        <Stack gap="xs" align="flex-start">
          <Text fw={500}>{t('error.crash.demoTitle')}</Text>
          <Text fz="sm" c="dimmed">
            {t('error.crash.demoDescription')}
          </Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconBug size={16} aria-hidden />}
            onClick={() => setBroken(true)}
          >
            {t('error.crash.demoThrow')}
          </Button>
        </Stack>
      </Paper>
    </ErrorPage>
  );
}
