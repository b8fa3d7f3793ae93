import { setupWorker } from 'msw/browser';
import {
  DELAY_MODE_STORAGE_KEY,
  PREPARE_MODE_STORAGE_KEY,
  setMockDelays,
  startingDelayMode,
  startingPrepareMode,
  startingStoreMode,
  STORE_MODE_STORAGE_KEY,
  type DelayMode,
} from '../server/api/config';
import { keepOutboxIn } from '../server/areas/access/outbox';
import { persistAuthStateIn, resetAuthState } from '../server/areas/access/state';
import { hashStoredPasswords } from '../server/areas/access/account-store';
import { DEMO_COST, hashPasswordsAt } from '../server/areas/access/password-hash';
import { expireAccessToken, expireAccessTokens } from '../server/areas/access/store';
import { pendingVerificationCode } from '../server/areas/access/verification';
import { indexByPath } from '../server/api/route-index';
import { pageHandlers } from '../server/api/page-handlers';
import { businessBackEnd } from './worker/page';
import { workerName } from './worker/protocol';

/** Hooks for end-to-end tests and demos, on `window.__outpostMock`. */
export interface OutpostMockHooks {
  /** every live access token expires now: the next call meets HTTP 401 and refreshes */
  expireAccessTokens(): Promise<number>;
  expireAccessToken(token: string): Promise<boolean>;
  setMockDelays(mode: DelayMode): void;
  /** demo accounts back, every session ended */
  resetAuth(): Promise<void>;
  verificationCode(email: string): Promise<string | undefined>;
  /** the business data back to the seed */
  resetDemoData(): Promise<unknown>;
  /** settles once the business data's pending save to its database is written */
  flushSaves(): Promise<void>;
  /** what the worker's store holds, as the engine reads it at start (the journeys look) */
  storedSnapshot(): Promise<unknown>;
}

declare global {
  interface Window {
    __outpostMock?: OutpostMockHooks;
  }
}

// The business data and its handlers live in a worker of their own: building the seed (5,000 orders)
// or reading it back from its database, and every business call, happen off the page's thread.
const business = businessBackEnd(
  () =>
    new Worker(new URL('./worker/entry.ts', import.meta.url), {
      type: 'module',
      name: workerName(startingStoreMode(stored(STORE_MODE_STORAGE_KEY))),
    }),
);

export const worker = setupWorker(...indexByPath(pageHandlers), business.handler);
const prepareMode = startingPrepareMode(stored(PREPARE_MODE_STORAGE_KEY));
if (prepareMode === 'at-sign-in')
  worker.events.on('request:start', ({ request }) => void business.prepareFor(request));

/**
 * A person started signing in (the sign-in form's first focus): the worker builds or reads the
 * business data while they type, so that the first business page after signing in finds it ready
 * rather than waiting for 5,000 orders to be built. An account without a business role never asks for
 * it: the worker's own thread did the work for nothing, the page none.
 */
export function expectSignIn(): void {
  if (prepareMode === 'at-sign-in') business.prepare();
}

export async function startMockWorker(): Promise<void> {
  persistAuthStateIn(window.localStorage);
  keepOutboxIn(window.localStorage);
  // the demo's accounts live in this browser alone: hashed at the demo's cost (password-hash.ts)
  hashPasswordsAt(DEMO_COST);
  await hashStoredPasswords();
  setMockDelays(startingDelayMode(stored(DELAY_MODE_STORAGE_KEY), import.meta.env.VITE_MOCK_DELAY));
  await worker.start({
    // MSW's worker, kept registered across reloads (see the file)
    serviceWorker: { url: `${import.meta.env.BASE_URL}mock-worker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // Published once the worker answers, so a test that waits for the hooks can call the API at once.
  window.__outpostMock = {
    expireAccessTokens,
    expireAccessToken,
    setMockDelays,
    resetAuth: resetAuthState,
    verificationCode: pendingVerificationCode,
    resetDemoData: business.resetDemoData,
    flushSaves: business.flushSaves,
    storedSnapshot: business.storedSnapshot,
  };
}

/** A choice of the mock's stored in this browser (server/api/config.ts), null when none or refused. */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (a private window's policy): the defaults
  }
}
