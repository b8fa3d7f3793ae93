import type { TokenPair } from '@machines/types';
import { hasIndexedDb, readRecord, writeRecord } from './browser-db';

/** The Web Lock every tab of the console takes to renew its tokens: one refresh per browser. */
export const REFRESH_LOCK = 'outpost-refresh';

/** The part of `navigator.locks` this needs; tests pass an in-memory one. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The last refresh of the browser: which refresh token was spent, and the pair it was traded for. */
export interface RefreshHandoff {
  spent: string;
  token: string;
  refreshToken: string;
}

export interface SharedRefreshDeps {
  /** `navigator.locks`; without it (an old browser) each tab refreshes on its own, as before */
  locks: RefreshLocks | undefined;
  /** the handoff every tab sees at once (IndexedDB, see browser-db.ts) */
  readHandoff(): Promise<RefreshHandoff | undefined>;
  /** settles once every tab would read it */
  writeHandoff(handoff: RefreshHandoff): Promise<void>;
  /** the server's refresh call */
  refresh(refreshToken: string): Promise<TokenPair>;
}

/**
 * Renews the tokens at most once per browser. Refresh tokens are single-use and a reused one revokes
 * the whole sign-in, so two tabs meeting HTTP 401 at the same moment must not both spend it: each takes
 * the lock in turn; the first renews and leaves the handoff (the token it spent, the pair it got)
 * before letting go; the next, holding the same spent token, takes that pair instead of refreshing.
 */
export function refreshOncePerBrowser(deps: SharedRefreshDeps): (refreshToken: string) => Promise<TokenPair> {
  return (refreshToken) => {
    const renew = async (): Promise<TokenPair> => {
      const last = await deps.readHandoff().catch(() => undefined);
      if (last?.spent === refreshToken) return { access_token: last.token, refresh_token: last.refreshToken };
      const pair = await deps.refresh(refreshToken);
      // unsaid, the other tabs would spend the token again (and be refused): the pair still serves here
      await deps
        .writeHandoff({ spent: refreshToken, token: pair.access_token, refreshToken: pair.refresh_token })
        .catch(() => undefined);
      return pair;
    };
    return deps.locks ? deps.locks.request(REFRESH_LOCK, renew) : renew();
  };
}

const HANDOFF_KEY = 'handoff';
const HANDOFF_STORAGE_KEY = 'outpost.refresh.handoff';

function isHandoff(value: unknown): value is RefreshHandoff {
  if (typeof value !== 'object' || value === null) return false;
  const { spent, token, refreshToken } = value as Record<string, unknown>;
  return typeof spent === 'string' && typeof token === 'string' && typeof refreshToken === 'string';
}

/**
 * The console's own: the browser's Web Locks, and the handoff in IndexedDB (local storage where there
 * is none: a test's page, whose tabs share one process).
 */
export function browserRefreshDeps(refresh: SharedRefreshDeps['refresh']): SharedRefreshDeps {
  const locks: RefreshLocks | undefined =
    typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
      ? {
          request: <T>(name: string, callback: () => Promise<T>) =>
            navigator.locks.request(name, callback) as Promise<T>,
        }
      : undefined;
  if (hasIndexedDb()) {
    return {
      locks,
      readHandoff: async () => {
        const value = await readRecord('refresh', HANDOFF_KEY);
        return isHandoff(value) ? value : undefined;
      },
      writeHandoff: (handoff) => writeRecord('refresh', HANDOFF_KEY, handoff),
      refresh,
    };
  }
  return {
    locks,
    readHandoff: async () => {
      const raw = localStorage.getItem(HANDOFF_STORAGE_KEY);
      const value: unknown = raw ? JSON.parse(raw) : undefined;
      return isHandoff(value) ? value : undefined;
    },
    writeHandoff: async (handoff) => localStorage.setItem(HANDOFF_STORAGE_KEY, JSON.stringify(handoff)),
    refresh,
  };
}
