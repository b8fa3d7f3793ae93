import { Alert, Button } from '@mantine/core';
import { useTranslate } from '@tolgee/react';

/** A part of a page that could not be loaded: what it was, and a retry. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslate();
  return (
    <Alert color="red" title={title} role="alert">
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
