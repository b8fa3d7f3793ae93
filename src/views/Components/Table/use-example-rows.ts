import { useCallback, useEffect, useState } from 'react';
import { getExampleList } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';

type Rows =
  { status: 'loading' } | { status: 'ready'; rows: ExampleRecord[] } | { status: 'failed'; message: string };

/** The first hundred example records, loaded once (the default-table page pages them itself). */
export function useExampleRows() {
  const [state, setState] = useState<Rows>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getExampleList({ pageIndex: 1, pageSize: 100 }).then(
      (page) => live && setState({ status: 'ready', rows: page.list }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
