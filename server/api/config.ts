import { delay } from 'msw';

const DEFAULT_API_BASE_URL = '/services/api';

/** The path part of the console's API base: handlers match it on any origin. */
function apiBasePath(): string {
  const configured: unknown = import.meta.env?.VITE_API_BASE_URL;
  const base = typeof configured === 'string' && configured !== '' ? configured : DEFAULT_API_BASE_URL;
  const path = /^https?:\/\//.test(base) ? new URL(base).pathname : base;
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
}

export const API_BASE_PATH = apiBasePath();

// 'Authorization/GetUserInfo' becomes '*/services/api/Authorization/GetUserInfo': the leading
// wildcard matches the relative URL the browser resolves and the absolute URLs of node tests alike.
export function apiPath(path: string): string {
  return `*${API_BASE_PATH}/${path.replace(/^\/+/, '')}`;
}

// The seed's sample endpoints live at the site root: 'user/list' becomes '*/mock/user/list'.
export function mockPath(path: string): string {
  return `*/mock/${path.replace(/^\/+/, '')}`;
}

/**
 * How the mock paces its answers: 'real' as the seed says (a back-end over a network), 'fast' at a
 * tenth of that (browser journeys: the same ordering of answers, an eighth of the waiting), 'none'
 * at once (node tests and measurements).
 */
export type DelayMode = 'real' | 'fast' | 'none';
const DELAY_MODES: readonly DelayMode[] = ['real', 'fast', 'none'];
/** Where a browser may choose its pace for the session's tab (`localStorage`), read at start. */
export const DELAY_MODE_STORAGE_KEY = 'outpost.mock.delays';
export type DelayKind = 'default' | 'slow' | number;

const DEFAULT_DELAY_MIN_MS = 10;
const DEFAULT_DELAY_MAX_MS = 100;
const SLOW_DELAY_MS = 1000;

/**
 * Whether this home is the embedded demo (the browser's, and the tests' in process), which keeps its
 * conveniences, or the service (`npm run serve`), which must not: there, the seed's sample account
 * calls (`/mock/user/*`) are an operator's (docs/security.md).
 */
let demoHome = true;

/** The service says so at its start. */
export function serveAsService(): void {
  demoHome = false;
}

export const isDemoHome = (): boolean => demoHome;

// Off until the browser worker turns it on, so node tests and measurements run at full speed.
let delayMode: DelayMode = 'none';

export function setMockDelays(mode: DelayMode): void {
  delayMode = mode;
}

/**
 * The pace a browser worker starts at: the choice stored under DELAY_MODE_STORAGE_KEY when it is a
 * known mode, else 'none' when the build says VITE_MOCK_DELAY=none, else 'real'.
 */
export function startingDelayMode(stored: string | null, buildSetting: unknown): DelayMode {
  if (DELAY_MODES.includes(stored as DelayMode)) return stored as DelayMode;
  return buildSetting === 'none' ? 'none' : 'real';
}

/**
 * When the business worker builds or reads its data: 'at-sign-in' (the default) as soon as a person
 * starts on the sign-in form, or an account with a business role is seen (a reload of a signed-in
 * console), so that the first business page finds it ready; 'on-first-call' when
 * a business call first needs it (browser journeys that never open a business page, and so need no
 * 5,000-order seed built beside them). Stored under PREPARE_MODE_STORAGE_KEY, read at start.
 */
export type PrepareMode = 'at-sign-in' | 'on-first-call';
export const PREPARE_MODE_STORAGE_KEY = 'outpost.mock.prepare';

export const startingPrepareMode = (stored: string | null): PrepareMode =>
  stored === 'on-first-call' ? 'on-first-call' : 'at-sign-in';

/**
 * Where the business worker keeps its database (mocks/worker/database.ts): 'opfs', the browser's
 * private file system, where it has one (the default), or 'indexeddb', what a browser without it
 * gets. Stored under STORE_MODE_STORAGE_KEY and read as the worker starts: the journeys choose
 * IndexedDB in Chromium to try it.
 */
export type StoreMode = 'opfs' | 'indexeddb';
export const STORE_MODE_STORAGE_KEY = 'outpost.mock.store';

export const startingStoreMode = (stored: string | null): StoreMode =>
  stored === 'indexeddb' ? 'indexeddb' : 'opfs';

export function mockDelayMode(): DelayMode {
  return delayMode;
}

/** How long a kind of answer waits in 'real' mode (seed: 1000 ms unless noted, default 10–100 ms). */
export function delayFor(kind: DelayKind, random: () => number = Math.random): number {
  if (typeof kind === 'number') return kind;
  if (kind === 'slow') return SLOW_DELAY_MS;
  return Math.round(DEFAULT_DELAY_MIN_MS + random() * (DEFAULT_DELAY_MAX_MS - DEFAULT_DELAY_MIN_MS));
}

export async function mockDelay(kind: DelayKind): Promise<void> {
  if (delayMode === 'none') return;
  const ms = delayFor(kind);
  await delay(delayMode === 'fast' ? Math.round(ms / 10) : ms);
}
