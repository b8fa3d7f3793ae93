import { Center, Loader } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useNavigationBar } from './navigation-bar';

/** Shown while a page's code or the session's routes load; the navigation bar runs meanwhile. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslate();
  useNavigationBar();
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
