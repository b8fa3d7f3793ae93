import type { TokenPair } from '@machines/types';
import { readStored, STORAGE_KEYS, writeStored } from './persist';

/** The Web Lock every tab of the console takes to renew its tokens: one refresh per browser. */
export const REFRESH_LOCK = 'outpost-refresh';

/** The part of `navigator.locks` this needs; tests pass an in-memory one. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface StoredPair {
  token: string;
  refreshToken: string;
}

export interface SharedRefreshDeps {
  /** `navigator.locks`; without it (an old browser) each tab refreshes on its own, as before */
  locks: RefreshLocks | undefined;
  /** the pair the browser holds now: every tab's session writes its own to the same storage */
  readPair(): StoredPair | undefined;
  writePair(pair: StoredPair): void;
  /** the server's refresh call */
  refresh(refreshToken: string): Promise<TokenPair>;
}

/**
 * Renews the tokens at most once per browser. Refresh tokens are single-use and a reused one revokes
 * the whole sign-in, so two tabs meeting HTTP 401 at the same moment must not both spend it: each takes
 * the lock in turn; the first renews and stores the new pair before letting go, the next finds the
 * stored refresh token is no longer the one it holds and takes the stored pair instead of refreshing.
 */
export function refreshOncePerBrowser(deps: SharedRefreshDeps): (refreshToken: string) => Promise<TokenPair> {
  return (refreshToken) => {
    const renew = async (): Promise<TokenPair> => {
      const stored = deps.readPair();
      if (stored?.token && stored.refreshToken && stored.refreshToken !== refreshToken) {
        return { access_token: stored.token, refresh_token: stored.refreshToken };
      }
      const pair = await deps.refresh(refreshToken);
      deps.writePair({ token: pair.access_token, refreshToken: pair.refresh_token });
      return pair;
    };
    return deps.locks ? deps.locks.request(REFRESH_LOCK, renew) : renew();
  };
}

/** The console's own: the browser's Web Locks and the session's stored pair (STORAGE_KEYS.session). */
export function browserRefreshDeps(refresh: SharedRefreshDeps['refresh']): SharedRefreshDeps {
  const locks: RefreshLocks | undefined =
    typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
      ? {
          request: <T>(name: string, callback: () => Promise<T>) =>
            navigator.locks.request(name, callback) as Promise<T>,
        }
      : undefined;
  return {
    locks,
    readPair: () => {
      const stored = readStored<StoredPair>(STORAGE_KEYS.session);
      return typeof stored?.token === 'string' && typeof stored.refreshToken === 'string'
        ? { token: stored.token, refreshToken: stored.refreshToken }
        : undefined;
    },
    // the rest of the stored session stays; the session writes the same pair again when it takes it
    writePair: (pair) => writeStored(STORAGE_KEYS.session, { ...readStored(STORAGE_KEYS.session), ...pair }),
    refresh,
  };
}
