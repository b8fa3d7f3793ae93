import { useCallback, useEffect, useRef, useState } from 'react';
import { get } from '@/api/client';
import { isCancelledError } from '@/api/errors';
import type { AddLog } from './use-log';

export const REQUEST_IDS = [1, 2, 3, 4, 5] as const;
export type RequestId = (typeof REQUEST_IDS)[number];
export type RowStatus = 'idle' | 'pending' | 'done' | 'cancelled' | 'failed';

export interface RequestRow {
  status: RowStatus;
  startedAt?: number;
  endedAt?: number;
}

export const requestUrl = (id: RequestId) => `/mock/request/${id}`;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const idle = () =>
  Object.fromEntries(REQUEST_IDS.map((id) => [id, { status: 'idle' }])) as Record<RequestId, RequestRow>;

/**
 * The five slow sample requests: each started with its own AbortController (the caller's signal the
 * client honours), so one can be cancelled alone; `cancelAllRequests` of the client ends them all.
 */
export function useRequestRows(log: AddLog) {
  const [rows, setRows] = useState<Record<RequestId, RequestRow>>(idle);
  const controllers = useRef(new Map<RequestId, AbortController>());
  const update = (id: RequestId, row: RequestRow) => setRows((current) => ({ ...current, [id]: row }));

  const start = useCallback(
    (id: RequestId) => {
      if (controllers.current.has(id)) return;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const startedAt = Date.now();
      const url = requestUrl(id);
      update(id, { status: 'pending', startedAt });
      log('started', 'info', { url });
      // the sample endpoints sit at the site root, not under the API base URL
      get<string>(url, undefined, { baseURL: '', signal: controller.signal })
        .then((data) => {
          update(id, { status: 'done', startedAt, endedAt: Date.now() });
          log('done', 'success', { url, data });
        })
        .catch((error: unknown) => {
          const endedAt = Date.now();
          if (isCancelledError(error)) {
            update(id, { status: 'cancelled', startedAt, endedAt });
            log('cancelled', 'warning', { url, seconds: seconds(endedAt - startedAt) });
          } else {
            update(id, { status: 'failed', startedAt, endedAt });
            log('failed', 'error', { url, message: error instanceof Error ? error.message : String(error) });
          }
        })
        .finally(() => controllers.current.delete(id));
    },
    [log],
  );

  const cancel = useCallback((id: RequestId) => controllers.current.get(id)?.abort(), []);
  const startAll = useCallback(() => REQUEST_IDS.forEach(start), [start]);

  // leaving the page (or hiding it) ends what it started: nobody would watch them finish
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { rows, start, cancel, startAll };
}
