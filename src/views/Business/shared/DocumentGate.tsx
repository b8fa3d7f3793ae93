import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { ErrorPage } from '@/components/ErrorPage/ErrorPage';
import type { DocumentState } from './use-document';

export interface DocumentGateProps<D> {
  state: DocumentState<D>;
  children: (doc: D) => ReactNode;
}

/** A detail page's four faces: skeleton, the 404 page (missing or another customer's), an error with retry, the document. */
export function DocumentGate<D>({ state, children }: DocumentGateProps<D>) {
  const { t } = useTranslate();
  if (state.notFound) return <ErrorPage kind="404" />;
  if (state.doc) return children(state.doc);
  if (state.error !== null && state.error !== undefined) {
    return (
      <EmptyState
        py="xl"
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={24} />}
        title={t('business.notFound.loadFailed')}
        description={state.error instanceof Error ? state.error.message : undefined}
        role="alert"
      >
        <EmptyState.Actions>
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={state.reload}>
            {t('business.notFound.retry')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('business.common.loading')}>
      <Skeleton h={32} w="40%" />
      <Skeleton h={120} />
      <Skeleton h={240} />
    </Stack>
  );
}
