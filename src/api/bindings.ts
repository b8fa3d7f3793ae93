import { DEFAULT_ERROR_MESSAGES, type ErrorKey } from './messages';

/**
 * What the client needs from the application. The client knows nothing of React or XState: the app
 * binds these once at start-up (session store, tokenRefresh machine, notifications, Tolgee).
 */
export interface ClientBindings {
  getToken(): string | undefined;
  /** header name that carries the bearer token, default 'Authorization' */
  getTokenKey(): string;
  getRefreshToken(): string | undefined;
  /**
   * Resolves the new access token. Wired to the tokenRefresh machine, which dedupes concurrent calls,
   * stores the new pair, and logs out when renewing fails.
   */
  requestRefresh(refreshToken: string | undefined): Promise<string>;
  /** envelope code 401: log out */
  onSessionExpired(): void;
  /** show one error toast; keeping it to one at a time is the caller's concern */
  notifyError(message: string): void;
  /** sent as Accept-Language */
  getLanguage(): string;
  /**
   * Settles when the back-end can answer. The embedded mock back-end starts on the first request
   * rather than with the page (the sign-in page makes none until it is submitted), and requests
   * wait for it here. Called before every request: it must return the same promise each time.
   */
  ready?(): Promise<unknown>;
  /**
   * A person started signing in: what the sign-in leads to may get ready while they type (the
   * console's code; a back-end that prepares per account, as the embedded mock builds its business
   * data). Called on every focus of the form: it must be cheap to call again.
   */
  signingIn?(): void;
  /** translates the client's own error keys (ERROR_KEYS); English defaults without it */
  translate?(key: string): string;
}

const unbound: ClientBindings = {
  getToken: () => undefined,
  getTokenKey: () => 'Authorization',
  getRefreshToken: () => undefined,
  requestRefresh: () => Promise.reject(new Error('The API client has no requestRefresh binding')),
  onSessionExpired: () => undefined,
  notifyError: () => undefined,
  getLanguage: () => 'zh-CN',
};

let current: ClientBindings = unbound;

export function bindClient(bindings: ClientBindings): void {
  current = bindings;
}

export function bindings(): ClientBindings {
  return current;
}

/**
 * Gets the back-end ready ahead of the first request: the sign-in form calls it when a person starts
 * on it, so the embedded mock (MSW and its worker) is up by the time they press the button rather
 * than started by it (#18). Failures are met again, and reported, by the request itself.
 */
export function prepareBackend(): void {
  current.ready?.().catch(() => undefined);
  current.signingIn?.();
}

export function tokenKey(): string {
  return current.getTokenKey() || 'Authorization';
}

/** A translator that has no text for a key usually answers the key itself: fall back to English then. */
export function translateError(key: ErrorKey): string {
  const text = current.translate?.(key);
  return text && text !== key ? text : DEFAULT_ERROR_MESSAGES[key];
}
