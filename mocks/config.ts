import { delay } from 'msw';

const DEFAULT_API_BASE_URL = '/services/api';

/** The path part of the console's API base: handlers match it on any origin. */
function apiBasePath(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL;
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

export type DelayMode = 'real' | 'none';
export type DelayKind = 'default' | 'slow' | number;

const DEFAULT_DELAY_MIN_MS = 10;
const DEFAULT_DELAY_MAX_MS = 100;
const SLOW_DELAY_MS = 1000;

// Off until the browser worker turns it on, so node tests and measurements run at full speed.
let delayMode: DelayMode = 'none';

export function setMockDelays(mode: DelayMode): void {
  delayMode = mode;
}

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
  await delay(delayFor(kind));
}
