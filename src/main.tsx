import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { bootstrap } from '@/app/bootstrap';
import { connectInspector } from '@/app/inspect';

async function main() {
  // The mock back-end must answer before the first request; without it (VITE_USE_MOCK=false) the
  // bundler drops this branch and MSW with it.
  if (__USE_MOCK__) {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  const inspect = import.meta.env.DEV && new URLSearchParams(location.search).has('inspect');
  const { actor, tolgee } = bootstrap(inspect ? await connectInspector() : undefined);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actor={actor} tolgee={tolgee} />
    </StrictMode>,
  );
}

void main();
