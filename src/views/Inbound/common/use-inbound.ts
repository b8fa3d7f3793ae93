import { useCallback, useEffect, useState } from 'react';
import { getInbound } from '@/api/business/inbound';
import { ApiError } from '@/api/errors';
import type { InboundOrder } from '@/api/business/types/documents';

export type InboundLoad =
  | { status: 'loading' }
  | { status: 'loaded'; order: InboundOrder }
  /** 404: another customer's order or none at all (existence is not disclosed) */
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/**
 * Loads one order, again whenever the page shows (a kept-alive page re-runs its effects), keeping
 * the last answer on screen while the next one comes. `replace` takes an action's answer.
 */
export function useInbound(id: string) {
  const [load, setLoad] = useState<InboundLoad & { id: string }>({ status: 'loading', id });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    let live = true;
    // silent: the page shows the 404 page or the error with a retry, not a toast as well
    getInbound(id, { silent: true }).then(
      (order) => live && setLoad({ status: 'loaded', order, id }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ status: 'missing', id });
        else setLoad({ status: 'failed', message: error instanceof Error ? error.message : '', id });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (order: InboundOrder) => setLoad({ status: 'loaded', order, id: order.id }),
    [],
  );
  const current: InboundLoad = !id ? { status: 'missing' } : load.id === id ? load : { status: 'loading' };
  return { load: current, reload, replace };
}
