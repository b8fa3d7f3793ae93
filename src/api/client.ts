import { ofetch, type FetchResponse, type ResponseType } from 'ofetch';
import { bindings, tokenKey, translateError } from './bindings';
import { REQUEST_TIMEOUT } from './constants';
import { encodeBody, JSON_TYPE, type BodyChoice, type RequestBody } from './encode';
import { ApiError, RequestCancelledError } from './errors';
import { beginIntent, IDEMPOTENCY_HEADER } from './intent';
import { interpret } from './outcome';
import { withParams, type Fields } from './serialize';
import { track, untilAborted, type TrackedRequest } from './tracker';

export { REQUEST_TIMEOUT, SUCCESS_CODE } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions extends BodyChoice {
  url: string;
  method?: HttpMethod;
  /** appended to the URL; null and undefined values are left out */
  params?: Fields;
  body?: RequestBody;
  headers?: Record<string, string>;
  /** 'blob' for downloads; without it the type follows the answer's content type */
  responseType?: 'json' | 'blob' | 'text';
  /** in place of the client's base URL; '' sends the URL as given (the site-root /mock/* samples) */
  baseURL?: string;
  /** per-request timeout in ms, default the client's (REQUEST_TIMEOUT) */
  timeout?: number;
  /** the caller's own cancellation, on top of cancelRequest/cancelAllRequests */
  signal?: AbortSignal;
  /** no error toast: the caller shows the error itself (the sign-in form) */
  silent?: boolean;
  /** an HTTP 401 is an error, not a reason to renew the token (the token endpoint itself) */
  skipRefresh?: boolean;
  /** send the bearer token, default true */
  withToken?: boolean;
  /** listed in the registry so cancelAllRequests reaches it, default true */
  cancellable?: boolean;
  /** the write's Idempotency-Key (intent.ts); set by `request` for every JSON POST */
  idempotencyKey?: string;
}

/** Options of the shorthand helpers, which take url, params and body as arguments. */
export type RequestConfig = Omit<RequestOptions, 'url' | 'method' | 'params' | 'body'>;

export interface ClientConfig {
  baseURL: string;
  timeout: number;
}

function defaultBaseURL(): string {
  const fromEnv: unknown = import.meta.env.VITE_API_BASE_URL;
  return typeof fromEnv === 'string' && fromEnv ? fromEnv : '/services/api';
}

const config: ClientConfig = { baseURL: defaultBaseURL(), timeout: REQUEST_TIMEOUT };

/**
 * Where a path under the API base is, for what fetches it without the client (an <img>'s `src`): a
 * stored file's `url`, an avatar. A URL already whole (`https:`, `data:`, `blob:`) is given back as it is.
 */
export function apiUrl(path: string): string {
  if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${config.baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Overrides the base URL or the default timeout (tests, the demo page). */
export function configureClient(patch: Partial<ClientConfig>): void {
  Object.assign(config, patch);
}

// Errors are read from the response rather than thrown by ofetch, and nothing is retried:
// a replay happens only in the token refresh flow.
const api = ofetch.create({ retry: 0, ignoreResponseError: true });

function send(options: RequestOptions, url: string, signal: AbortSignal, token: string | undefined) {
  const headers = new Headers(options.headers);
  headers.set('Accept-Language', bindings().getLanguage());
  if (token && options.withToken !== false) headers.set(tokenKey(), `Bearer ${token}`);
  const encoded = encodeBody(options.body, options);
  if (encoded.contentType) headers.set('Content-Type', encoded.contentType);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
  return api.raw<unknown, ResponseType>(url, {
    baseURL: options.baseURL ?? config.baseURL,
    method: options.method ?? 'GET',
    headers,
    body: encoded.body,
    signal,
    responseType: options.responseType,
  });
}

function abortFailure(entry: TrackedRequest): Error | undefined {
  if (entry.cause === 'cancelled') return new RequestCancelledError(entry.key);
  if (entry.cause === 'timeout') {
    return new ApiError({ reason: 'timeout', code: 0, status: 0, message: translateError('error.timeout') });
  }
  return undefined;
}

function refreshFailed({ quiet = false, cause }: { quiet?: boolean; cause?: unknown } = {}): ApiError {
  return new ApiError({
    reason: 'refreshFailed',
    code: 401,
    status: 401,
    message: translateError('error.refreshFailed'),
    quiet,
    cause,
  });
}

/**
 * The refresh failures already said. Every request waiting for one refresh is rejected with the same
 * cause: a storm of 30 requests says the session ended once, not 30 times (the first request that
 * shows its errors says it; a silent one does not use the message up).
 */
const saidFailures = new WeakSet<object>();

function notSaidYet(error: ApiError): boolean {
  const { cause } = error;
  if (error.reason !== 'refreshFailed' || typeof cause !== 'object' || cause === null) return true;
  if (saidFailures.has(cause)) return false;
  saidFailures.add(cause);
  return true;
}

/**
 * Whether this request says its error. A silent request leaves its own errors to its caller, but the
 * end of the session is nobody's caller's: it is said once even when only silent requests met it (a
 * page whose first call after a reload is a silent one would otherwise sign out without a word).
 */
function shownBy(options: RequestOptions, error: ApiError): boolean {
  if (error.quiet) return false;
  return !options.silent || error.reason === 'refreshFailed';
}

async function attempt(
  options: RequestOptions,
  url: string,
  entry: TrackedRequest,
  token: string | undefined,
) {
  const disarm = entry.arm(options.timeout ?? config.timeout);
  try {
    return await send(options, url, entry.signal, token);
  } catch {
    throw (
      abortFailure(entry) ??
      new ApiError({ reason: 'network', code: 0, status: 0, message: translateError('error.network') })
    );
  } finally {
    disarm();
  }
}

async function renewToken(sent: string | undefined, entry: TrackedRequest): Promise<string> {
  const app = bindings();
  // Another request renewed the token while this one was in flight: replay with it, and do not spend
  // the single-use refresh token again.
  const current = app.getToken();
  if (current && current !== sent) return current;
  // Another request's failed refresh ended the session while this one was in flight: it is not ended,
  // nor said, again.
  if (sent && !current) throw refreshFailed({ quiet: true });
  try {
    return await untilAborted(app.requestRefresh(app.getRefreshToken()), entry.signal);
  } catch (cause) {
    throw abortFailure(entry) ?? refreshFailed({ cause });
  }
}

async function run(options: RequestOptions, url: string, entry: TrackedRequest): Promise<unknown> {
  const sent = bindings().getToken();
  let response: FetchResponse<unknown> = await attempt(options, url, entry, sent);
  if (response.status === 401 && !options.skipRefresh) {
    const renewed = await renewToken(sent, entry);
    response = await attempt(options, url, entry, renewed);
    // Refresh is tried once per request (seed §9): a fresh token refused again ends the session.
    if (response.status === 401) {
      // the first replay refused ends the session; the others of a storm find it ended and stay quiet
      const ended = !bindings().getToken();
      if (!ended) bindings().onSessionExpired();
      throw refreshFailed({ quiet: ended });
    }
  }
  return interpret(response);
}

/**
 * A JSON or multipart write (a save, an action, an upload) is one intent of the user's: its signature
 * (call and body) picks its Idempotency-Key, the same for a repeat of it (intent.ts). Reads and
 * url-encoded forms (the token endpoint) carry none.
 */
function intentOf(options: RequestOptions, url: string) {
  if (options.method !== 'POST' || options.idempotencyKey) return null;
  const signature =
    options.multipart || options.body instanceof FormData
      ? multipartSignature(options.body)
      : jsonSignature(options);
  return signature === null ? null : beginIntent(`${options.baseURL ?? config.baseURL} ${url} ${signature}`);
}

function jsonSignature(options: RequestOptions): string | null {
  if (options.form || (options.contentType && options.contentType !== JSON_TYPE)) return null;
  const { body } = options;
  if (body instanceof URLSearchParams || body instanceof Blob) return null;
  if (typeof body === 'string' || body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return null;
  return JSON.stringify(body ?? null);
}

/** Each file object a token of its own: the same file sent again is the same intent, another is not. */
const fileTokens = new WeakMap<Blob, number>();
let lastFileToken = 0;

function fileToken(file: Blob): string {
  let token = fileTokens.get(file);
  if (token === undefined) {
    lastFileToken += 1;
    token = lastFileToken;
    fileTokens.set(file, token);
  }
  return `file#${token}`;
}

function multipartSignature(body: RequestBody | undefined): string | null {
  if (body instanceof FormData) {
    return JSON.stringify(
      [...body.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : fileToken(value),
      ]),
    );
  }
  // fields to turn into form data: a plain object (a ready stream or buffer has no signature)
  if (typeof body !== 'object' || body === null) return null;
  const prototype: unknown = Object.getPrototypeOf(body);
  if (prototype !== Object.prototype && prototype !== null) return null;
  return JSON.stringify(
    Object.entries(body).map(([name, value]) => [
      name,
      value instanceof Blob ? fileToken(value) : (value as unknown),
    ]),
  );
}

/** Sends one request through the seed's request behaviour and error catalogue. */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const url = withParams(options.url, options.params);
  const entry = track(url, options.signal, options.cancellable !== false);
  const intent = intentOf(options, url);
  const sent = intent ? { ...options, idempotencyKey: intent.key } : options;
  try {
    await bindings().ready?.();
    const answer = (await run(sent, url, entry)) as T;
    intent?.settle(true);
    return answer;
  } catch (error) {
    intent?.settle(false);
    if (error instanceof ApiError && shownBy(options, error) && notSaidYet(error)) {
      bindings().notifyError(error.message);
    }
    throw error;
  } finally {
    entry.release();
  }
}

export function get<T = unknown>(url: string, params?: Fields, opts?: RequestConfig): Promise<T> {
  return request<T>({ ...opts, url, method: 'GET', params });
}

/** JSON unless `opts` (or a FormData/URLSearchParams body) says otherwise. */
export function post<T = unknown>(url: string, body?: RequestBody, opts?: RequestConfig): Promise<T> {
  return request<T>({ ...opts, url, method: 'POST', body });
}

/** application/x-www-form-urlencoded, null and undefined fields left out. */
export function postForm<T = unknown>(url: string, body?: Fields, opts?: RequestConfig): Promise<T> {
  return request<T>({ ...opts, url, method: 'POST', body, form: true });
}

/** multipart/form-data; the content type (with its boundary) is left to fetch. */
export function postMultipart<T = unknown>(
  url: string,
  body: FormData | Fields,
  opts?: RequestConfig,
): Promise<T> {
  return request<T>({ ...opts, url, method: 'POST', body, multipart: true });
}
