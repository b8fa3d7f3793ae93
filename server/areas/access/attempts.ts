import { now } from '../../api/clock';
import { readAuthState, updateAuthState, type AttemptRecord } from './state';

/** Tries a key may make within `ATTEMPT_WINDOW_MS`: the last of them holds it back. */
export const ATTEMPTS_ALLOWED = 5;
/**
 * An address's: more, as several people may share one (an office behind one router), and its
 * purpose is to slow one caller trying many accounts.
 */
export const ADDRESS_ATTEMPTS_ALLOWED = 4 * ATTEMPTS_ALLOWED;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** How long a key is held back once it has made too many tries. */
export const HOLD_MS = 15 * 60 * 1000;

/**
 * What is counted: a sign-in's failures (of a password, on the sign-in page or the lock screen), and
 * the messages a visitor can have sent (verification codes, reset and activation links, sign-ups),
 * which would otherwise let anyone fill a stranger's mailbox or try every code.
 */
export type AttemptKind = 'sign-in' | 'send';

/**
 * The keys a try counts against: the account (as named: an account that does not exist is held back
 * the same, so a hold tells nothing about which exist) and the caller's address, where the home
 * knows it (the service; the embedded demo has only the one visitor).
 */
export function attemptKeys(
  kind: AttemptKind,
  { account, address }: { account?: string; address?: string | null },
): string[] {
  const keys: string[] = [];
  if (account !== undefined && account.trim() !== '')
    keys.push(`${kind}:account:${account.trim().toLowerCase()}`);
  if (address) keys.push(`${kind}:address:${address}`);
  return keys;
}

/**
 * A password's tries: counted against the account by its id (its username and its e-mail address
 * are one account), or, for a name that is no account, against the name as given; and the address.
 */
export const passwordKeys = (
  account: { id: string } | undefined,
  login: string,
  address: string | null,
): string[] => attemptKeys('sign-in', { account: account ? `id:${account.id}` : `name:${login}`, address });

/**
 * The moment bounds before which a key's record no longer counts: its window over (`since`) and no
 * hold left (`heldUntil`). Said once, for the records in memory (`isSpent`) and the rows of the
 * service's table (server/engine/attempt-storage.ts).
 */
export const spentBounds = (at: number): { since: number; heldUntil: number } => ({
  since: at - ATTEMPT_WINDOW_MS,
  heldUntil: at,
});

export function isSpent(record: AttemptRecord, at: number): boolean {
  const bounds = spentBounds(at);
  return (record.heldUntil ?? 0) <= bounds.heldUntil && record.since <= bounds.since;
}

/**
 * A key's record after one more try at `at`: counted in its window (a new window when the last is
 * over), and held back for `HOLD_MS` by the try that reaches the key's allowance, which starts the
 * count again.
 */
export function afterTry(key: string, record: AttemptRecord | undefined, at: number): AttemptRecord {
  const next: AttemptRecord =
    record && record.since + ATTEMPT_WINDOW_MS > at ? { ...record } : { count: 0, since: at };
  next.count += 1;
  if (next.count >= (key.includes(':address:') ? ADDRESS_ATTEMPTS_ALLOWED : ATTEMPTS_ALLOWED)) {
    next.heldUntil = at + HOLD_MS;
    next.count = 0;
    next.since = at;
  }
  return next;
}

/** The latest hold among these records that is not over at `at`, else null. */
export function latestHold(records: readonly (AttemptRecord | undefined)[], at: number): number | null {
  const until = Math.max(0, ...records.map((record) => record?.heldUntil ?? 0));
  return until > at ? until : null;
}

/**
 * Where the tries are counted. Each home's keeps the rules above and only stores: a key's record is
 * read and written in one step (`count`), so that tries made at once, in one process or several, are
 * each counted.
 */
export interface AttemptStorage {
  /** the latest hold among these keys not over at `at`, else null */
  held(keys: readonly string[], at: number): Promise<number | null>;
  /** counts a try at `at` against each key (`afterTry`); the latest hold among them after it */
  count(keys: readonly string[], at: number): Promise<number | null>;
  clear(keys: readonly string[]): Promise<void>;
  reset(): Promise<void>;
}

/** The tries as a part of the sign-in state (the browser's demo, the tests' engine). */
const inSignInState: AttemptStorage = {
  held: async (keys, at) => {
    const { attempts } = await readAuthState();
    return latestHold(
      keys.map((key) => attempts[key]),
      at,
    );
  },
  count: (keys, at) =>
    updateAuthState((state) => {
      for (const [key, record] of Object.entries(state.attempts))
        if (isSpent(record, at)) delete state.attempts[key];
      for (const key of keys) state.attempts[key] = afterTry(key, state.attempts[key], at);
      return latestHold(
        keys.map((key) => state.attempts[key]),
        at,
      );
    }),
  clear: async (keys) => {
    // nothing written for a key without tries (most sign-ins)
    const counted = (await readAuthState()).attempts;
    if (!keys.some((key) => key in counted)) return;
    await updateAuthState((state) => {
      for (const key of keys) delete state.attempts[key];
    });
  },
  reset: async () => {
    await updateAuthState((state) => {
      state.attempts = {};
    });
  },
};

let storage: AttemptStorage = inSignInState;

/**
 * Where the tries are counted from now on: the service's table (server/engine/attempt-storage.ts),
 * where a part of the sign-in state would have every failed password rewrite every account and
 * session under the state's one lock; null: the sign-in state's part again.
 */
export function countAttemptsIn(next: AttemptStorage | null): void {
  storage = next ?? inSignInState;
}

/** When the tries of these keys may start again, if one of them is held back now; else null. */
export async function heldUntil(keys: readonly string[]): Promise<number | null> {
  if (keys.length === 0) return null;
  return await storage.held(keys, now());
}

/**
 * Counts a try against each key: the moment they are held back until, when this try was the last
 * allowed to one of them (or one already was held), else null. A caller asks `heldUntil` first.
 */
export async function countAttempt(keys: readonly string[]): Promise<number | null> {
  if (keys.length === 0) return null;
  return await storage.count(keys, now());
}

/** Forgets the tries of these keys (a sign-in that succeeded forgets its account's failures). */
export async function clearAttempts(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await storage.clear(keys);
}

/** Forgets every try (the tests' and the demo's reset). */
export const resetAttempts = (): Promise<void> => storage.reset();

/**
 * A message a visitor asks to have sent to `to` (a code, a link, a sign-up's mail): the moment the
 * asking is held back until, or null when it may go (and is counted).
 */
export async function countMessage(to: string, address: string | null): Promise<number | null> {
  const keys = attemptKeys('send', { account: to, address });
  const held = await heldUntil(keys);
  if (held !== null) return held;
  await countAttempt(keys);
  return null;
}

/** The whole minutes from now until `until`, at least one: what a refusal tells the caller to wait. */
export const minutesUntil = (until: number): number => Math.max(1, Math.ceil((until - now()) / 60_000));
