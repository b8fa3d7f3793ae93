import { http } from 'msw';
import { DATA_STATUS_EVENT } from '@/api/business/types/demo-data';
import { authenticateByToken, signedInAccount } from '../../server/areas/access/session';
import { actorOf } from '../../server/api/actor';
import { apiPath, mockDelayMode } from '../../server/api/config';
import { answerPageStorage, memoryKeeper, type PageKeeper } from './page-kept';
import {
  responseMessage,
  responseOf,
  transferablesOf,
  type CallMessage,
  type FromWorker,
  type HookType,
  type ResponseMessage,
  type ToWorker,
} from './protocol';

/** The page's side of a channel: the business worker, or a MessagePort in tests. */
export interface PageEnd {
  postMessage(message: ToWorker, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

interface Answer {
  response?: ResponseMessage;
  error?: string;
  value?: unknown;
}

/**
 * The business back-end, answered in a worker of its own (mocks/worker/serve.ts): the page's MSW
 * passes it every API call no other handler took, with who called (the sessions live in the page).
 * `open` makes the worker, on the first such call: a page that makes none (the sign-in page) never
 * loads the business code.
 */
export function businessBackEnd(
  open: () => PageEnd,
  /** the stored data's status changed: by default the event the console's notice listens for */
  onStatus: () => void = () => window.dispatchEvent(new Event(DATA_STATUS_EVENT)),
  /** where the page keeps the sign-in state and the outbox, which the worker changes through it */
  keeper: PageKeeper = globalThis.localStorage ?? memoryKeeper(),
) {
  let end: PageEnd | undefined;
  let nextId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();

  const channel = (): PageEnd => {
    if (end) return end;
    end = open();
    end.addEventListener('message', ({ data }) => {
      if (data.type === 'status') {
        onStatus();
        return;
      }
      if (data.type === 'pageStorage') {
        end?.postMessage(answerPageStorage(keeper, data), []);
        return;
      }
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    });
    // the worker could not start (its script failed to load): every call waiting fails, as a
    // handler that throws does (MSW answers 500), and the next call tries a new worker
    end.addEventListener('error', () => {
      end = undefined;
      for (const settle of waiting.values()) settle({ error: 'the business back-end did not start' });
      waiting.clear();
    });
    return end;
  };

  const ask = (message: Omit<CallMessage, 'id'> | { type: HookType }): Promise<Answer> => {
    nextId += 1;
    const id = nextId;
    const sent = { ...message, id } as ToWorker;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      channel().postMessage(sent, sent.type === 'call' ? transferablesOf(sent) : []);
    });
  };

  const hook = async (type: HookType): Promise<unknown> => {
    const { error, value } = await ask({ type });
    if (error !== undefined) throw new Error(error);
    return value;
  };

  const handler = http.all(apiPath('*'), async ({ request }) => {
    const session = await authenticateByToken(request);
    const caller = session instanceof Response ? { refusal: await responseMessage(session) } : { session };
    // read from a copy: a call the worker does not answer goes on, body and all, to whatever is next
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().arrayBuffer();
    const { response, error } = await ask({
      type: 'call',
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      body,
      caller,
      delays: mockDelayMode(),
    });
    if (error !== undefined) throw new Error(error);
    // none: not a business call either, and MSW lets it through
    return response ? responseOf(response) : undefined;
  });

  let prepared = false;
  /** Has the worker build or read the data now, once: the first business page then finds it ready. */
  const prepare = (): void => {
    if (prepared) return;
    prepared = true;
    // on the next turn: a request that showed the session goes on first
    setTimeout(() => channel().postMessage({ type: 'prepare' }, []), 0);
  };
  /**
   * Called with each request the page's MSW sees: the first made by an account with a business role
   * (the console's first calls after a reload, when nobody was seen signing in) prepares the data
   * while the console draws its first page.
   */
  const prepareFor = async (request: Request): Promise<void> => {
    if (prepared) return;
    const account = await signedInAccount(request);
    if (!account || !actorOf(account)) return;
    prepare();
  };

  return {
    /** the last of the page's handlers */
    handler,
    prepare,
    prepareFor,
    resetDemoData: () => hook('resetDemoData'),
    flushSaves: async () => void (await hook('flushSaves')),
    storedSnapshot: () => hook('storedSnapshot'),
  };
}
