/**
 * The registry of requests in flight, keyed by URL with its query (seed §7: tracked by URL, cancelled
 * singly or all at once). One AbortController per request; the timeout aborts the same controller.
 */
export type AbortCause = 'cancelled' | 'timeout';

export interface TrackedRequest {
  readonly key: string;
  readonly signal: AbortSignal;
  /** why the controller was aborted, undefined while it was not */
  readonly cause: AbortCause | undefined;
  /** starts a timeout for one attempt; returns its disarm */
  arm(ms: number): () => void;
  release(): void;
}

class Entry implements TrackedRequest {
  private readonly controller = new AbortController();
  private readonly cleanups: Array<() => void> = [];
  cause: AbortCause | undefined;

  constructor(readonly key: string) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  abort(cause: AbortCause): void {
    if (this.cause) return;
    this.cause = cause;
    this.controller.abort(
      new DOMException(`Request ${cause}: ${this.key}`, cause === 'timeout' ? 'TimeoutError' : 'AbortError'),
    );
  }

  arm(ms: number): () => void {
    const timer = setTimeout(() => this.abort('timeout'), ms);
    return () => clearTimeout(timer);
  }

  onRelease(cleanup: () => void): void {
    this.cleanups.push(cleanup);
  }

  release(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }
}

const registry = new Map<string, Set<Entry>>();
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];

function changed(): void {
  snapshot = [...registry.keys()];
  for (const listener of listeners) listener();
}

function forget(entry: Entry): void {
  const entries = registry.get(entry.key);
  if (!entries?.delete(entry)) return;
  if (entries.size === 0) registry.delete(entry.key);
  changed();
}

/** Leading slashes are ignored so `cancelRequest('/x')` finds a request made as `x`. */
export function requestKey(url: string): string {
  return url.replace(/^\/+/, '');
}

/**
 * Registers a request. `external` (the caller's own signal) cancels it too. An untracked request
 * (`registered` false) still gets a controller for its timeout, but cancelAllRequests leaves it alone.
 */
export function track(url: string, external?: AbortSignal, registered = true): TrackedRequest {
  const entry = new Entry(requestKey(url));
  if (registered) {
    const entries = registry.get(entry.key) ?? new Set<Entry>();
    entries.add(entry);
    registry.set(entry.key, entries);
    entry.onRelease(() => forget(entry));
    changed();
  }
  if (external) {
    const cancel = () => entry.abort('cancelled');
    if (external.aborted) cancel();
    external.addEventListener('abort', cancel, { once: true });
    entry.onRelease(() => external.removeEventListener('abort', cancel));
  }
  return entry;
}

/** Aborts every pending request made to this URL (with its query). */
export function cancelRequest(url: string): void {
  for (const entry of registry.get(requestKey(url)) ?? []) entry.abort('cancelled');
}

export function cancelAllRequests(): void {
  for (const entries of registry.values()) for (const entry of entries) entry.abort('cancelled');
}

/** URLs of the requests in flight; the same array until the registry changes (useSyncExternalStore). */
export function pendingRequests(): readonly string[] {
  return snapshot;
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
