import { Center, Loader } from '@mantine/core';
import { useTranslate } from '@tolgee/react';

/** Shown while a page's code or the session's routes load. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslate();
  return (
    <Center
      h={fullScreen ? '100dvh' : 240}
      data-page-loader
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
    >
      <Loader size="md" />
    </Center>
  );
}
