import { useTranslate } from '@tolgee/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { errorDetail, isChunkLoadError } from './error-detail';

// Fetched only when something has failed: the sign-in page, under this boundary too, stays light.
const PageCrash = lazy(() => import('./PageCrash').then((m) => ({ default: m.PageCrash })));

interface Caught {
  componentStack: string | null;
  at: Date;
}

export interface PageErrorBoundaryProps {
  /** the page's path, named in the error's detail (by default the address at the time) */
  path?: string;
  /** the console's shell failed, not one page: reloading the console is the way on */
  wholeConsole?: boolean;
  children: ReactNode;
}

/** When even the crash page's code cannot be fetched (the network is down): plain words and a reload. */
function Unreachable() {
  const { t } = useTranslate();
  return (
    <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
      <p>{t('error.crash.consoleDescription')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.crash.reloadConsole')}
      </button>
    </div>
  );
}

/**
 * Keeps a render error inside the page that threw it (one boundary a page, kept-alive tabs
 * included): the page shows the 500 page in place with "reload this page" and a copyable detail,
 * while the shell, the menu and the other tabs go on working. React still reports the error to
 * the console, as every caught render error.
 */
export function PageErrorBoundary({ path, wholeConsole = false, children }: PageErrorBoundaryProps) {
  const [caught, setCaught] = useState<Caught | null>(null);
  return (
    <ErrorBoundary
      onError={(_error, info) => setCaught({ componentStack: info.componentStack ?? null, at: new Date() })}
      onReset={() => setCaught(null)}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <ErrorBoundary fallback={<Unreachable />}>
          <Suspense fallback={null}>
            <PageCrash
              wholeConsole={wholeConsole}
              detail={errorDetail(error, {
                path: path ?? window.location.hash.slice(1),
                componentStack: caught?.componentStack,
                at: caught?.at,
              })}
              // a page whose code could not be fetched is fetched anew only by reloading the console
              onReload={() =>
                wholeConsole || isChunkLoadError(error) ? window.location.reload() : resetErrorBoundary()
              }
            />
          </Suspense>
        </ErrorBoundary>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
