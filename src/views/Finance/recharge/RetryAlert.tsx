import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';

/** An answer of the server that could not be had: what failed, the server's words, and a retry. */
export function RetryAlert({
  title,
  message,
  onRetry,
  color = 'red',
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  color?: string;
}) {
  const { t } = useTranslate();
  return (
    <Alert color={color} role="alert" title={title}>
      <Group gap="sm">
        {message ? <Text fz="sm">{message}</Text> : null}
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('finance.common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
