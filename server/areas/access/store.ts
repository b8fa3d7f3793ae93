import type { TokenPair } from '@machines/types';
import { now } from '../../api/clock';
import { noteSessionsEnded, readAuthState, tokenKey, updateAuthState, type AuthState } from './state';

export const ACCESS_TOKEN_TTL_MS = 5 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Expired tokens are remembered this long, so a late caller hears "expired" rather than "unknown". */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export type RefreshFailure = 'unknown' | 'expired' | 'reused' | 'revoked';
export type AccessFailure = 'missing' | 'unknown' | 'expired' | 'revoked';

export type RefreshResult =
  { ok: true; tokens: TokenPair; accountId: string } | { ok: false; reason: RefreshFailure };

export type AccessCheck =
  { ok: true; accountId: string; familyId: string } | { ok: false; reason: AccessFailure };

/** An opaque token: 32 random bytes, base64url. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function prune(state: AuthState, at: number): void {
  for (const [token, record] of Object.entries(state.access)) {
    if (record.expiresAt + FORGET_AFTER_MS < at) delete state.access[token];
  }
  for (const [token, record] of Object.entries(state.refresh)) {
    if (record.expiresAt + FORGET_AFTER_MS < at) delete state.refresh[token];
  }
  const inUse = new Set(
    [...Object.values(state.access), ...Object.values(state.refresh)].map((r) => r.familyId),
  );
  for (const familyId of Object.keys(state.families)) {
    if (!inUse.has(familyId)) delete state.families[familyId];
  }
}

function issuePair(state: AuthState, familyId: string, accountId: string, at: number): TokenPair {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  state.access[tokenKey(accessToken)] = { familyId, accountId, expiresAt: at + ACCESS_TOKEN_TTL_MS };
  state.refresh[tokenKey(refreshToken)] = {
    familyId,
    accountId,
    expiresAt: at + REFRESH_TOKEN_TTL_MS,
    used: false,
  };
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_MS / 1000,
    token_type: 'Bearer',
  };
}

/** A new sign-in: a new token family and its first pair. */
export async function signIn(accountId: string): Promise<TokenPair> {
  return await updateAuthState((state) => {
    const at = now();
    prune(state, at);
    const familyId = randomToken();
    state.families[familyId] = { accountId, revoked: false };
    return issuePair(state, familyId, accountId, at);
  });
}

/**
 * Trades a refresh token for a new pair. Each refresh token works once: presenting a used one means
 * it leaked, so the whole family is revoked (OAuth 2.0 Security BCP, refresh token rotation).
 */
export async function refreshTokens(refreshToken: string): Promise<RefreshResult> {
  const key = tokenKey(refreshToken);
  return await updateAuthState((state): RefreshResult => {
    const at = now();
    const record = state.refresh[key];
    const family = record ? state.families[record.familyId] : undefined;
    if (!record || !family) return { ok: false, reason: 'unknown' };
    if (family.revoked) return { ok: false, reason: 'revoked' };
    if (record.used) {
      family.revoked = true;
      return { ok: false, reason: 'reused' };
    }
    if (record.expiresAt <= at) return { ok: false, reason: 'expired' };
    record.used = true;
    prune(state, at);
    return {
      ok: true,
      tokens: issuePair(state, record.familyId, record.accountId, at),
      accountId: record.accountId,
    };
  });
}

export async function checkAccessToken(token: string | null): Promise<AccessCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const state = await readAuthState();
  const record = state.access[tokenKey(token)];
  const family = record ? state.families[record.familyId] : undefined;
  if (!record || !family) return { ok: false, reason: 'unknown' };
  if (family.revoked) return { ok: false, reason: 'revoked' };
  if (record.expiresAt <= now()) return { ok: false, reason: 'expired' };
  return { ok: true, accountId: record.accountId, familyId: record.familyId };
}

/** The sign-ins of an account whose tokens still work: not revoked, a refresh token still unused and valid. */
export function liveSessionsOf(state: AuthState, accountId: string, at: number): Set<string> {
  const live = new Set<string>();
  for (const record of Object.values(state.refresh)) {
    const family = state.families[record.familyId];
    if (record.accountId === accountId && !record.used && record.expiresAt > at && family && !family.revoked)
      live.add(record.familyId);
  }
  return live;
}

/** Ends every sign-in of an account in `state`: how many were live. */
export function endSessionsIn(state: AuthState, accountId: string): number {
  const live = liveSessionsOf(state, accountId, now()).size;
  for (const family of Object.values(state.families))
    if (family.accountId === accountId) family.revoked = true;
  noteSessionsEnded(state, accountId, live);
  return live;
}

/** Ends every token of one sign-in (logout, or a reused refresh token). */
export async function revokeFamily(familyId: string): Promise<void> {
  await updateAuthState((state) => {
    const family = state.families[familyId];
    if (family) family.revoked = true;
  });
}

/** Test and demo hook: makes one access token expired now. Returns false for an unknown token. */
export async function expireAccessToken(token: string): Promise<boolean> {
  const key = tokenKey(token);
  return await updateAuthState((state) => {
    const record = state.access[key];
    if (!record) return false;
    record.expiresAt = Math.min(record.expiresAt, now() - 1);
    return true;
  });
}

/** Test and demo hook: every live access token expires now (refresh tokens stay valid). */
export async function expireAccessTokens(): Promise<number> {
  return await updateAuthState((state) => {
    const at = now();
    let count = 0;
    for (const record of Object.values(state.access)) {
      if (record.expiresAt > at) {
        record.expiresAt = at - 1;
        count += 1;
      }
    }
    return count;
  });
}
