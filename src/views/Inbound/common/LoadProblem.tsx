import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { ErrorPage } from '@/components/ErrorPage/ErrorPage';
import type { InboundLoad } from './use-inbound';

/** What a page shows instead of its order: a skeleton, the 404 page, or the failure with a retry. */
export function LoadProblem({
  load,
  onRetry,
}: {
  load: Exclude<InboundLoad, { status: 'loaded' }>;
  onRetry: () => void;
}) {
  const { t } = useTranslate();
  if (load.status === 'missing') return <ErrorPage kind="404" />;
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
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton h={28} w="40%" />
      <Skeleton h={120} />
      <Skeleton h={220} />
    </Stack>
  );
}
