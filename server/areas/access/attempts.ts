import { now } from '../../api/clock';
import { readAuthState, updateAuthState, type AttemptRecord, type AuthState } from './state';

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

function prune(state: AuthState, at: number): void {
  for (const [key, record] of Object.entries(state.attempts)) {
    if ((record.heldUntil ?? 0) <= at && record.since + ATTEMPT_WINDOW_MS <= at) delete state.attempts[key];
  }
}

const heldIn = (state: AuthState, keys: readonly string[], at: number): number | null => {
  const until = Math.max(0, ...keys.map((key) => state.attempts[key]?.heldUntil ?? 0));
  return until > at ? until : null;
};

/** When the tries of these keys may start again, if one of them is held back now; else null. */
export async function heldUntil(keys: readonly string[]): Promise<number | null> {
  return heldIn(await readAuthState(), keys, now());
}

/**
 * Counts a try against each key: the moment they are held back until, when this try was the last
 * allowed to one of them (or one already was held), else null. A caller asks `heldUntil` first.
 */
export async function countAttempt(keys: readonly string[]): Promise<number | null> {
  if (keys.length === 0) return null;
  return await updateAuthState((state) => {
    const at = now();
    prune(state, at);
    for (const key of keys) {
      const record: AttemptRecord =
        state.attempts[key] && state.attempts[key].since + ATTEMPT_WINDOW_MS > at
          ? state.attempts[key]
          : { count: 0, since: at };
      record.count += 1;
      if (record.count >= (key.includes(':address:') ? ADDRESS_ATTEMPTS_ALLOWED : ATTEMPTS_ALLOWED)) {
        record.heldUntil = at + HOLD_MS;
        record.count = 0;
        record.since = at;
      }
      state.attempts[key] = record;
    }
    return heldIn(state, keys, at);
  });
}

/** Forgets the tries of these keys (a sign-in that succeeded forgets its account's failures). */
export async function clearAttempts(keys: readonly string[]): Promise<void> {
  // nothing written for a key without tries (most sign-ins)
  const counted = (await readAuthState()).attempts;
  if (!keys.some((key) => key in counted)) return;
  await updateAuthState((state) => {
    for (const key of keys) delete state.attempts[key];
  });
}

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
