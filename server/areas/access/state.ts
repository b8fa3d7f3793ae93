import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { AuditChange } from '@/api/audit-types';
import { changeOf } from '../../store/audit-recorder';
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

/** The tries counted against a key (attempts.ts): how many since when, and a hold. */
export interface AttemptRecord {
  count: number;
  since: number;
  heldUntil?: number;
}

/** An activation or password-reset link's token: works once, until it expires. */
export interface OneTimeTokenRecord {
  accountId: string;
  expiresAt: number;
  usedAt?: number;
}

/**
 * Everything the sign-in keeps: accounts (they change) and tokens, keyed by their digests
 * (`tokenKey`), so that what is stored cannot be presented as a token. Version 1 kept them by value.
 */
export interface AuthState {
  version: 2;
  accounts: Account[];
  access: Record<string, AccessTokenRecord>;
  refresh: Record<string, RefreshTokenRecord>;
  families: Record<string, TokenFamily>;
  /** by lower-cased email, or `tel:` and the phone number without spaces and dashes */
  codes: Record<string, VerificationCodeRecord>;
  /** by the token's digest */
  activations: Record<string, OneTimeTokenRecord>;
  resets: Record<string, OneTimeTokenRecord>;
  /** a customer's invitations to its users (absent in states stored before them) */
  invitations: Record<string, OneTimeTokenRecord>;
  /** by what is counted: `sign-in:account:seller`, `send:address:203.0.113.9` (attempts.ts) */
  attempts: Record<string, AttemptRecord>;
}

export const AUTH_STORAGE_KEY = 'outpost.mock.auth';

/** The part of the Web Storage interface the store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whom a store holding no sign-in state yet starts with: the demo accounts, or nobody. */
let startingAccounts: () => Account[] = demoAccounts;

/**
 * What a token is stored under: its SHA-256, in hex. The tokens are 32 random bytes, so a digest
 * without salt or cost is enough: no one can guess a token from it, and it is looked up directly.
 */
export const tokenKey = (token: string): string => bytesToHex(sha256(utf8ToBytes(token)));

function freshState(): AuthState {
  return {
    version: 2,
    accounts: startingAccounts(),
    access: {},
    refresh: {},
    families: {},
    codes: {},
    activations: {},
    resets: {},
    invitations: {},
    attempts: {},
  };
}

type StoredAuthState = Omit<AuthState, 'version' | 'activations' | 'resets' | 'invitations' | 'attempts'> &
  Partial<Omit<AuthState, 'version'>> & { version: 1 | 2 };

function isStoredAuthState(value: unknown): value is StoredAuthState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredAuthState>;
  return (
    (v.version === 1 || v.version === 2) &&
    Array.isArray(v.accounts) &&
    [v.access, v.refresh, v.families, v.codes].every((part) => typeof part === 'object' && part !== null)
  );
}

const byDigest = <T>(tokens: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(tokens).map(([token, record]) => [tokenKey(token), record]));

/**
 * A state stored before the access flows had their parts, or before tokens were kept by digest,
 * keeps its sessions and links.
 */
function upgrade(stored: StoredAuthState): AuthState {
  const state = {
    ...stored,
    activations: stored.activations ?? {},
    resets: stored.resets ?? {},
    invitations: stored.invitations ?? {},
    attempts: stored.attempts ?? {},
  };
  if (stored.version === 2) return { ...state, version: 2 };
  return {
    ...state,
    version: 2,
    access: byDigest(state.access),
    refresh: byDigest(state.refresh),
    activations: byDigest(state.activations),
    resets: byDigest(state.resets),
  };
}

/**
 * Where the sign-in state is kept, read and changed whole, one change at a time: the browser's
 * localStorage (or memory, in tests) as one JSON text (`keyValueAuthStorage`), or the service's
 * database (server/engine/auth-storage.ts: read afresh by every call, so several processes share it,
 * and changed in a transaction that holds the row). The rules that read and change it (store.ts,
 * one-time-tokens.ts, verification.ts, registrations.ts, account-store.ts) are written once, over
 * this.
 */
export interface AuthStorage {
  /** The state as stored now; what a caller changes in it is not kept (`update` keeps changes). */
  read(): Promise<AuthState>;
  /** Reads the state, lets `change` change it, and stores it, while no other change runs. */
  update<T>(change: (state: AuthState) => T): Promise<T>;
  /** Forgets it: the next read starts again from the starting accounts and no tokens. */
  reset(): Promise<void>;
}

/** The state a store holding nothing yet starts with, or what it holds as text (JSON). */
export function authStateOf(raw: string | null): AuthState {
  if (raw === null) return freshState();
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredAuthState(value) ? upgrade(value) : freshState();
  } catch {
    return freshState();
  }
}

/**
 * The state in a Web Storage (the page's localStorage, so that a reload keeps the session), or in
 * memory (`null`: tests). With storage it is read again whenever the stored text changed, so two tabs
 * of the console (each running its own copy of the handlers) see each other's sign-ins.
 */
export function keyValueAuthStorage(storage: KeyValueStorage | null): AuthStorage {
  let cache: { raw: string | null; state: AuthState } | null = null;
  const current = (): AuthState => {
    if (!storage) {
      cache ??= { raw: null, state: freshState() };
      return cache.state;
    }
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!cache || cache.raw !== raw) cache = { raw, state: authStateOf(raw) };
    return cache.state;
  };
  const write = (state: AuthState): void => {
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
  };
  return {
    read: async () => current(),
    update: async (change) => {
      // synchronous from read to write: nothing else of this realm runs in between
      const state = current();
      const result = change(state);
      write(state);
      return result;
    },
    reset: async () => {
      storage?.removeItem(AUTH_STORAGE_KEY);
      cache = null;
    },
  };
}

let store: AuthStorage = keyValueAuthStorage(null);

const isAuthStorage = (target: KeyValueStorage | AuthStorage): target is AuthStorage =>
  typeof (target as AuthStorage).update === 'function';

/**
 * Keeps the state in `target`: a Web Storage (the browser's localStorage, so a page reload keeps the
 * session), a storage of its own (the service's database), or `null`, memory only (tests). A store
 * holding nothing yet starts with the demo accounts, or with none (`empty`: a served deployment whose
 * operator is made by `npm run create-admin`).
 */
export function persistAuthStateIn(
  target: KeyValueStorage | AuthStorage | null,
  starting: 'demo' | 'empty' = 'demo',
): void {
  store = target !== null && isAuthStorage(target) ? target : keyValueAuthStorage(target);
  startingAccounts = starting === 'empty' ? () => [] : demoAccounts;
}

/** The current state: to read, not to change (`updateAuthState` changes it). */
export async function readAuthState(): Promise<AuthState> {
  return await store.read();
}

/** Told of the accounts a change of the state changed, once it is stored (the audit trail). */
type AccountsListener = (changes: AuditChange[]) => Promise<void>;
let accountsChanged: AccountsListener | null = null;

/** From now on `listener` is told of every change of accounts (server/api/audit.ts). */
export function onAccountsChanged(listener: AccountsListener | null): void {
  accountsChanged = listener;
}

/** The sessions a change of the state ended, by account: noted by `noteSessionsEnded` as it runs. */
const sessionsEnded = new WeakMap<AuthState, Map<string, number>>();

/**
 * Notes, within a change of `state`, that `count` live sessions of the account were ended (an
 * operator's "end sessions", a disabled account, a new role, a reset password): the trail records it
 * as a change of the account's `sessions` from that count to none.
 */
export function noteSessionsEnded(state: AuthState, accountId: string, count: number): void {
  if (count === 0) return;
  const ended = sessionsEnded.get(state) ?? new Map<string, number>();
  ended.set(accountId, (ended.get(accountId) ?? 0) + count);
  sessionsEnded.set(state, ended);
}

/** The account changes with the sessions each change ended: a field of the account's own change, or one of its own. */
function withSessionsEnded(state: AuthState, changes: AuditChange[]): AuditChange[] {
  const ended = sessionsEnded.get(state);
  sessionsEnded.delete(state);
  if (ended === undefined) return changes;
  for (const [accountId, count] of ended) {
    const own = changes.find((change) => change.id === accountId);
    if (own) {
      own.fields.sessions = [count, 0];
      continue;
    }
    const account = state.accounts.find((candidate) => candidate.id === accountId);
    if (!account) continue;
    const record = { ...(account as unknown as Record<string, unknown>), sessions: count };
    const change = changeOf('accounts', 'update', record, { sessions: 0 });
    if (change) changes.push(change);
  }
  return changes;
}

/** What a change did to the accounts: each one added, changed or removed, field by field. */
function accountChanges(before: ReadonlyMap<string, string>, after: readonly Account[]): AuditChange[] {
  const changes: AuditChange[] = [];
  const seen = new Set<string>();
  for (const account of after) {
    seen.add(account.id);
    const was = before.get(account.id);
    const now = JSON.stringify(account);
    if (was === now) continue;
    const record = account as unknown as Record<string, unknown>;
    if (was === undefined) {
      const change = changeOf('accounts', 'insert', record);
      if (change) changes.push(change);
      continue;
    }
    const old = JSON.parse(was) as Record<string, unknown>;
    const patch = Object.fromEntries(
      [...new Set([...Object.keys(old), ...Object.keys(record)])].map((key) => [key, record[key]]),
    );
    const change = changeOf('accounts', 'update', old, patch);
    if (change) changes.push(change);
  }
  for (const [id, was] of before) {
    if (seen.has(id)) continue;
    const change = changeOf('accounts', 'remove', JSON.parse(was) as Record<string, unknown>);
    if (change) changes.push(change);
  }
  return changes;
}

/**
 * Reads, lets `change` mutate, writes back, and returns what `change` returned: one change at a time.
 * What it did to the accounts is told to the audit trail once it is stored.
 */
export async function updateAuthState<T>(change: (state: AuthState) => T): Promise<T> {
  let changes: AuditChange[] = [];
  const result = await store.update((state) => {
    const before = new Map(state.accounts.map((account) => [account.id, JSON.stringify(account)]));
    const value = change(state);
    changes = withSessionsEnded(state, accountChanges(before, state.accounts));
    return value;
  });
  if (changes.length > 0) await accountsChanged?.(changes);
  return result;
}

/** Back to the demo accounts and no tokens. */
export async function resetAuthState(): Promise<void> {
  await store.reset();
}
