import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import type { Loaded } from '@/app/use-server-data';

/** A tab's content once loaded; a skeleton first, the failure with a retry on error. */
export function LoadedContent<T>({
  load,
  onRetry,
  children,
}: {
  load: Loaded<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslate();
  if (load.data !== undefined && load.status !== 'failed') return children(load.data);
  if (load.status === 'failed') {
    return (
      <Alert color="red" title={t('inbound.loadFailed')} role="alert">
        <Stack gap="xs" align="flex-start">
          {load.message ? <Text fz="sm">{load.message}</Text> : null}
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton h={16} w="50%" />
      <Skeleton h={16} />
      <Skeleton h={16} w="80%" />
    </Stack>
  );
}
