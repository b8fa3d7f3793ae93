import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';

/** A failed dashboard call: what failed, the server's words, and a retry. */
export function LoadError({
  titleKey,
  message,
  onRetry,
}: {
  titleKey: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslate();
  return (
    <Alert color="red" variant="light" title={t(titleKey)}>
      <Group justify="space-between">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
