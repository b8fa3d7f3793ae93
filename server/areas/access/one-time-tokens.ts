import { now } from '../../api/clock';
import { readAuthState, tokenKey, updateAuthState, type AuthState, type OneTimeTokenRecord } from './state';
import { randomToken } from './store';

/** The links the access flows mail: account activation, password reset, a customer's invitation. */
export type OneTimeKind = 'activations' | 'resets' | 'invitations';

export const ACTIVATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An invitation waits a week: the invitee may be away. */
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Used and expired tokens are remembered this long, so a late click hears why rather than "unknown". */
const FORGET_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export type OneTimeFailure = 'unknown' | 'expired' | 'used';

export type OneTimeCheck =
  { ok: true; accountId: string } | { ok: false; reason: OneTimeFailure; accountId?: string };

const ttl: Record<OneTimeKind, number> = {
  activations: ACTIVATION_TOKEN_TTL_MS,
  resets: RESET_TOKEN_TTL_MS,
  invitations: INVITATION_TOKEN_TTL_MS,
};

function prune(tokens: Record<string, OneTimeTokenRecord>, at: number): void {
  for (const [token, record] of Object.entries(tokens)) {
    if (record.expiresAt + FORGET_AFTER_MS < at) delete tokens[token];
  }
}

/** Drops the account's tokens not used yet: only the newest link works. */
function dropPending(tokens: Record<string, OneTimeTokenRecord>, accountId: string): void {
  for (const [token, record] of Object.entries(tokens)) {
    if (record.accountId === accountId && record.usedAt === undefined) delete tokens[token];
  }
}

/** A new link token for the account in `state`, replacing its earlier unused ones of the same kind. */
export function issueIn(state: AuthState, kind: OneTimeKind, accountId: string): string {
  const at = now();
  const tokens = state[kind];
  prune(tokens, at);
  dropPending(tokens, accountId);
  const token = randomToken();
  tokens[tokenKey(token)] = { accountId, expiresAt: at + ttl[kind] };
  return token;
}

/** A new link token for the account, replacing its earlier unused ones of the same kind. */
export async function issueOneTimeToken(kind: OneTimeKind, accountId: string): Promise<string> {
  return await updateAuthState((state) => issueIn(state, kind, accountId));
}

function check(state: AuthState, kind: OneTimeKind, token: string): OneTimeCheck {
  const record = state[kind][tokenKey(token)];
  if (!record) return { ok: false, reason: 'unknown' };
  if (record.usedAt !== undefined) return { ok: false, reason: 'used', accountId: record.accountId };
  if (record.expiresAt <= now()) return { ok: false, reason: 'expired', accountId: record.accountId };
  return { ok: true, accountId: record.accountId };
}

/** Whether the token would be accepted, without using it. */
export async function peekOneTimeToken(kind: OneTimeKind, token: string): Promise<OneTimeCheck> {
  return check(await readAuthState(), kind, token);
}

/** Uses the token up when it is valid. */
export async function redeemOneTimeToken(kind: OneTimeKind, token: string): Promise<OneTimeCheck> {
  return await updateAuthState((state) => {
    const result = check(state, kind, token);
    const record = state[kind][tokenKey(token)];
    if (result.ok && record) record.usedAt = now();
    return result;
  });
}

/** Marks the account's unused tokens of a kind as used (a password reset by code retires the links). */
export function retireOneTimeTokens(state: AuthState, kind: OneTimeKind, accountId: string): void {
  const at = now();
  for (const record of Object.values(state[kind])) {
    if (record.accountId === accountId && record.usedAt === undefined) record.usedAt = at;
  }
}
