import { demoAccounts, type Account } from './accounts';

export interface AccessTokenRecord {
  familyId: string;
  accountId: string;
  expiresAt: number;
}

export interface RefreshTokenRecord {
  familyId: string;
  accountId: string;
  expiresAt: number;
  used: boolean;
}

/** Every token descending from one sign-in; revoking it ends them all. */
export interface TokenFamily {
  accountId: string;
  revoked: boolean;
}

export interface VerificationCodeRecord {
  code: string;
  expiresAt: number;
  /** wrong tries so far; absent in states stored before it was counted */
  attempts?: number;
}

/** An activation or password-reset link's token: works once, until it expires. */
export interface OneTimeTokenRecord {
  accountId: string;
  expiresAt: number;
  usedAt?: number;
}

/** Everything the mock's sign-in keeps: accounts (they change) and tokens, keyed by token value. */
export interface AuthState {
  version: 1;
  accounts: Account[];
  access: Record<string, AccessTokenRecord>;
  refresh: Record<string, RefreshTokenRecord>;
  families: Record<string, TokenFamily>;
  /** by lower-cased email, or `tel:` and the phone number without spaces and dashes */
  codes: Record<string, VerificationCodeRecord>;
  /** by token value */
  activations: Record<string, OneTimeTokenRecord>;
  resets: Record<string, OneTimeTokenRecord>;
}

export const AUTH_STORAGE_KEY = 'outpost.mock.auth';

/** The part of the Web Storage interface the store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whom a store holding no sign-in state yet starts with: the demo accounts, or nobody. */
let startingAccounts: () => Account[] = demoAccounts;

function freshState(): AuthState {
  return {
    version: 1,
    accounts: startingAccounts(),
    access: {},
    refresh: {},
    families: {},
    codes: {},
    activations: {},
    resets: {},
  };
}

type StoredAuthState = Omit<AuthState, 'activations' | 'resets'> & Partial<AuthState>;

function isStoredAuthState(value: unknown): value is StoredAuthState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AuthState>;
  return (
    v.version === 1 &&
    Array.isArray(v.accounts) &&
    [v.access, v.refresh, v.families, v.codes].every((part) => typeof part === 'object' && part !== null)
  );
}

/** A state stored before the access flows had their parts keeps its sessions. */
function upgrade(stored: StoredAuthState): AuthState {
  return { ...stored, activations: stored.activations ?? {}, resets: stored.resets ?? {} };
}

let storage: KeyValueStorage | null = null;
let cache: { raw: string | null; state: AuthState } | null = null;

/**
 * Keeps the state in `target` (the browser's localStorage) so a page reload keeps the session;
 * `null` keeps it in memory only (tests). A store holding nothing yet starts with the demo accounts,
 * or with none (`empty`: a served deployment whose operator is made by `npm run create-admin`).
 */
export function persistAuthStateIn(
  target: KeyValueStorage | null,
  starting: 'demo' | 'empty' = 'demo',
): void {
  storage = target;
  cache = null;
  startingAccounts = starting === 'empty' ? () => [] : demoAccounts;
}

function parse(raw: string | null): AuthState {
  if (raw === null) return freshState();
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredAuthState(value) ? upgrade(value) : freshState();
  } catch {
    return freshState();
  }
}

/**
 * The current state. With storage it is re-read whenever the stored text changed, so two tabs of
 * the console (each running its own copy of the handlers) see each other's sign-ins.
 */
export function readAuthState(): AuthState {
  if (!storage) {
    cache ??= { raw: null, state: freshState() };
    return cache.state;
  }
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!cache || cache.raw !== raw) cache = { raw, state: parse(raw) };
  return cache.state;
}

export function writeAuthState(state: AuthState): void {
  if (!storage) {
    cache = { raw: null, state };
    return;
  }
  const raw = JSON.stringify(state);
  try {
    storage.setItem(AUTH_STORAGE_KEY, raw);
    cache = { raw, state };
  } catch (error) {
    // Over quota (a large avatar): keep working from memory; the next successful write persists all.
    console.warn('[mock] could not persist the auth state', error);
    cache = { raw: storage.getItem(AUTH_STORAGE_KEY), state };
  }
}

/** Reads, lets `change` mutate, writes back, and returns what `change` returned. */
export function updateAuthState<T>(change: (state: AuthState) => T): T {
  const state = readAuthState();
  const result = change(state);
  writeAuthState(state);
  return result;
}

/** Back to the demo accounts and no tokens. */
export function resetAuthState(): void {
  storage?.removeItem(AUTH_STORAGE_KEY);
  cache = null;
}
