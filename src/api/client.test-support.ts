/** Test helpers for the client: an MSW server with the handlers each test declares, and spy bindings. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { bindClient, type ClientBindings } from './bindings';
import { configureClient, REQUEST_TIMEOUT } from './client';
import { cancelAllRequests } from './tracker';

export const BASE = 'http://localhost/services/api';

export const at = (path: string): string => `${BASE}/${path}`;

/** One MSW server per test file, failing on any request no handler answers. */
export function setupTestServer() {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    configureClient({ baseURL: BASE, timeout: REQUEST_TIMEOUT });
  });
  afterEach(() => {
    cancelAllRequests();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

export interface FakeSession {
  token: string | undefined;
  refreshToken: string | undefined;
  tokenKey: string;
  language: string;
}

/** Binds the client to a plain session object and spies; returns both. */
export function bindFake(session: Partial<FakeSession> = {}) {
  const state: FakeSession = {
    token: 'old-token',
    refreshToken: 'refresh-1',
    tokenKey: 'Authorization',
    language: 'en',
    ...session,
  };
  const spies = {
    requestRefresh: vi.fn((_refreshToken: string | undefined): Promise<string> =>
      Promise.reject(new Error('refresh refused')),
    ),
    onSessionExpired: vi.fn(),
    notifyError: vi.fn((_message: string) => undefined),
  };
  const bindings: ClientBindings = {
    getToken: () => state.token,
    getTokenKey: () => state.tokenKey,
    getRefreshToken: () => state.refreshToken,
    requestRefresh: (refreshToken) => spies.requestRefresh(refreshToken),
    onSessionExpired: () => spies.onSessionExpired(),
    notifyError: (message) => spies.notifyError(message),
    getLanguage: () => state.language,
  };
  bindClient(bindings);
  return { state, bindings, ...spies };
}
