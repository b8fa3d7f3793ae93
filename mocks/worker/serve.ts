import { authenticateThrough } from '../../server/areas/access/session';
import { setMockDelays } from '../../server/api/config';
import {
  announceStatusWith,
  flushSaves,
  liveDb,
  resetDemoData,
  storedBusinessData,
} from '../../server/api/db-instance';
import { businessHandlers } from '../../server/api/business-handlers';
import { indexByPath } from '../../server/api/route-index';
import { handlersEngine } from '../../server/engine/answer';
import { createApp, UNKNOWN_CALL_HEADER } from '../../server/http/app';
import { createLog } from '../../server/log';
import {
  requestOf,
  responseMessage,
  responseOf,
  transferablesOf,
  type CallMessage,
  type FromWorker,
  type ToWorker,
} from './protocol';

/** The worker's side of a channel: its global scope, or a MessagePort in tests. */
export interface WorkerEnd {
  postMessage(message: FromWorker, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

/** Which call a request belongs to, for the caller the page sent with it (a header the page never sets). */
const CALL_HEADER = 'X-Outpost-Call';

/**
 * Answers the business calls the page passes on (mocks/worker/page.ts) with the business handlers, as
 * the page's MSW would: the data is built, read, written and saved here, off the page's thread.
 *
 * Told to prepare (someone with a business role signed in), it builds the seed or reads the stored copy
 * at once rather than at the first call that needs it: a person opening a business list a moment after
 * signing in does not wait for 5,000 orders to be built.
 */
export function serveBusinessCalls(end: WorkerEnd): () => void {
  // the same app as the service's, its engine the business handlers; an error escaping a call is
  // logged here (a bug: the console's tests fail on it) and answered 500 with its request id
  const app = createApp({
    healthy: async () => true,
    engine: handlersEngine(indexByPath(businessHandlers)),
    log: createLog('error', (line) => console.error(line.trimEnd())),
    maxBodyBytes: Number.MAX_SAFE_INTEGER,
    demoCalls: true,
  });
  const callers = new Map<string, CallMessage['caller']>();
  authenticateThrough((request) => {
    const caller = callers.get(request.headers.get(CALL_HEADER) ?? '');
    if (!caller) return undefined;
    return 'session' in caller ? caller.session : responseOf(caller.refusal);
  });
  announceStatusWith(() => end.postMessage({ type: 'status' }, []));

  const reply = (message: FromWorker & { type: 'answer' }) =>
    end.postMessage(message, transferablesOf(message.response));

  async function answerCall(message: CallMessage): Promise<void> {
    setMockDelays(message.delays);
    const key = String(message.id);
    callers.set(key, message.caller);
    try {
      const request = requestOf({ ...message, headers: [...message.headers, [CALL_HEADER, key]] });
      const response = await app.fetch(request);
      // none for a call no business handler answers: the page's MSW lets it go on
      const answered = !response.headers.has(UNKNOWN_CALL_HEADER);
      reply({
        type: 'answer',
        id: message.id,
        response: answered ? await responseMessage(response) : undefined,
      });
    } finally {
      callers.delete(key);
    }
  }

  const listener = ({ data: message }: MessageEvent<ToWorker>) => {
    // a failure here is met again, and answered, by the first call that needs the data
    if (message.type === 'prepare') return void liveDb().catch(() => undefined);
    // the page's answers about what it keeps are page-kept.ts's
    if (message.type === 'pageStorageAnswer') return;
    const hooks = { resetDemoData, flushSaves, storedSnapshot: storedBusinessData };
    const done =
      message.type === 'call'
        ? answerCall(message)
        : hooks[message.type]().then((value: unknown) => reply({ type: 'answer', id: message.id, value }));
    done.catch((error: unknown) =>
      reply({
        type: 'answer',
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  };
  end.addEventListener('message', listener);
  // tests: the page's realm decides and hears again
  return () => {
    end.removeEventListener('message', listener);
    authenticateThrough(null);
    announceStatusWith(null);
  };
}
