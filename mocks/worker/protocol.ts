import type { Session } from '../../server/areas/access/session';
import { startingStoreMode, type DelayMode, type StoreMode } from '../../server/api/config';

/**
 * What the page and the business back-end's worker (mocks/worker/serve.ts) say to each other. The
 * page keeps the sessions and MSW's handlers; the worker keeps the business data (5,000 orders, built
 * or read from its database off the page's thread) and answers the calls the page passes it.
 */

/**
 * The worker's name, which carries where it keeps its database (`StoreMode`, the page's choice): the
 * worker reads it as it starts, before any message.
 */
export const workerName = (store: StoreMode): string => `outpost-business ${store}`;
export const storeModeOf = (name: string): StoreMode => startingStoreMode(name.split(' ')[1] ?? null);

/** A request, as a message: its body transferred, not copied. */
export interface CallMessage {
  type: 'call';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  /** who called, decided in the page, where the sessions are: the session, or the 401 to answer */
  caller: { session: Session } | { refusal: ResponseMessage };
  delays: DelayMode;
}

/** A page's hook (`window.__outpostMock`) run in the worker. */
export interface HookMessage {
  type: HookType;
  id: number;
}

/** `storedSnapshot` answers what the store holds, as the engine would read it (the journeys look). */
export type HookType = 'resetDemoData' | 'flushSaves' | 'storedSnapshot';

/** Someone with a business role signed in: the data is built or read now, before the first call. */
export interface PrepareMessage {
  type: 'prepare';
}

/** The page's answer to a `PageStorageRequest`: the text stored under the key, and whether it wrote. */
export interface PageStorageAnswer {
  type: 'pageStorageAnswer';
  id: number;
  raw: string | null;
  written: boolean;
}

export type ToWorker = CallMessage | HookMessage | PrepareMessage | PageStorageAnswer;

export interface ResponseMessage {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type FromWorker =
  /** `response` undefined: no business handler answers this request (the page lets it through) */
  | { type: 'answer'; id: number; response?: ResponseMessage; error?: string; value?: unknown }
  /** the stored data's status changed (the console's notice asks again) */
  | { type: 'status' }
  | PageStorageRequest;

/**
 * The worker reads or writes what the page keeps in its localStorage under `key` (the sign-in state,
 * the outbox): a business call that changes accounts or sends a message (a customer suspended, a
 * user invited) changes the page's. A write happens only where the stored text is still `expected`
 * (`undefined`: whatever it is), so that two changes at once cannot write over each other; `next`
 * null removes it.
 */
export interface PageStorageRequest {
  type: 'pageStorage';
  id: number;
  key: string;
  write: boolean;
  expected?: string | null;
  next?: string | null;
}

/** Answers with no body by definition: a Response refuses one, even empty. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export async function responseMessage(response: Response): Promise<ResponseMessage> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: NULL_BODY.has(response.status) ? null : await response.arrayBuffer(),
  };
}

export function responseOf(message: ResponseMessage): Response {
  return new Response(NULL_BODY.has(message.status) ? null : message.body, {
    status: message.status,
    statusText: message.statusText,
    headers: message.headers,
  });
}

export function requestOf(message: CallMessage): Request {
  const hasBody = message.body !== null && message.method !== 'GET' && message.method !== 'HEAD';
  return new Request(message.url, {
    method: message.method,
    headers: message.headers,
    body: hasBody ? message.body : null,
  });
}

/** The buffers a message carries, to transfer rather than copy. */
export function transferablesOf(message: { body: ArrayBuffer | null } | undefined): ArrayBuffer[] {
  return message?.body ? [message.body] : [];
}
