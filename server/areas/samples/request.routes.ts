import { http } from 'msw';
import { isDemoHome, mockPath } from '../../api/config';
import { fail, httpError, ok } from '../../api/http';
import { msg } from '../../api/i18n';
import { authenticate } from '../access/session';

/** Long enough never to answer by itself: the cancellation demo aborts these (seed §7). */
export const PENDING_REQUEST_MS = 600_000;

/** The demo page's requests, and on the service the most one account may hold open at once. */
export const REQUEST_COUNT = 5;

/** Open requests per account, in this process: connections, not data (nothing to share across processes). */
const openByAccount = new Map<string, number>();

/** Waits `ms`, or until the caller goes away (the page cancels, the connection closes). */
function pendingUntilCancelled(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * One pending request. The embedded demo answers anyone, as the seed does. The service holds a
 * connection open for minutes, so it does that for a signed-in account only, at most
 * `REQUEST_COUNT` at once (docs/security.md): otherwise anyone could hold its connections open. It
 * sends the answer's status and headers at once and its body when the wait ends, so that a client
 * knows its request is held (200) rather than refused (429) without waiting for either.
 */
async function pending(request: Request, n: number): Promise<Response> {
  if (isDemoHome()) {
    await pendingUntilCancelled(request.signal, PENDING_REQUEST_MS);
    return ok(`request-${n}`);
  }
  const session = await authenticate(request);
  if (session instanceof Response) return session;
  const id = session.account.id;
  const open = openByAccount.get(id) ?? 0;
  if (open >= REQUEST_COUNT)
    return httpError(429, msg(request, 'tooManyPending', { count: String(REQUEST_COUNT) }));
  openByAccount.set(id, open + 1);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    const left = (openByAccount.get(id) ?? 1) - 1;
    if (left > 0) openByAccount.set(id, left);
    else openByAccount.delete(id);
  };
  const answer = new TextEncoder().encode(
    JSON.stringify({ code: 200, message: 'success', data: `request-${n}` }),
  );
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      void pendingUntilCancelled(request.signal, PENDING_REQUEST_MS).then(() => {
        if (!held) return;
        release();
        if (request.signal.aborted) return controller.error(request.signal.reason);
        controller.enqueue(answer);
        controller.close();
      });
    },
    cancel: release,
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

export const mockRequestHandlers = [
  http.get(mockPath('request/expired'), ({ request }) => fail(401, msg(request, 'tokenExpired'))),

  ...Array.from({ length: REQUEST_COUNT }, (_, index) =>
    http.get(mockPath(`request/${index + 1}`), ({ request }) => pending(request, index + 1)),
  ),
];
