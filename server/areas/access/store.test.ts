// @vitest-environment happy-dom
// (the token store keeps the session in localStorage)
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { AUTH_STORAGE_KEY, persistAuthStateIn, resetAuthState, tokenKey } from './state';
import {
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
  checkAccessToken,
  expireAccessToken,
  expireAccessTokens,
  refreshTokens,
  revokeFamily,
  signIn,
} from './store';

let time = Date.UTC(2026, 0, 1);
setClock(() => time);

afterEach(async () => {
  persistAuthStateIn(null);
  await resetAuthState();
  localStorage.clear();
  time = Date.UTC(2026, 0, 1);
});

describe('token store', () => {
  it('issues opaque, distinct tokens that live 300 seconds', async () => {
    const pair = await signIn('1');
    expect(pair).toMatchObject({ expires_in: 300, token_type: 'Bearer' });
    expect(pair.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.access_token).not.toBe(pair.refresh_token);
    expect((await signIn('1')).access_token).not.toBe(pair.access_token);
  });

  it('accepts an access token until its 5 minutes are over', async () => {
    const { access_token } = await signIn('1');
    time += ACCESS_TOKEN_TTL_MS - 1;
    expect(await checkAccessToken(access_token)).toMatchObject({ ok: true, accountId: '1' });
    time += 1;
    expect(await checkAccessToken(access_token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('tells a missing token from an unknown one', async () => {
    expect(await checkAccessToken(null)).toEqual({ ok: false, reason: 'missing' });
    expect(await checkAccessToken('nope')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('rotates a refresh token once and revokes the family when it comes back', async () => {
    const first = await signIn('2');
    const rotated = await refreshTokens(first.refresh_token);
    if (!rotated.ok) throw new Error('rotation refused');
    expect(rotated.accountId).toBe('2');
    expect(rotated.tokens.refresh_token).not.toBe(first.refresh_token);
    expect((await checkAccessToken(rotated.tokens.access_token)).ok).toBe(true);

    expect(await refreshTokens(first.refresh_token)).toEqual({ ok: false, reason: 'reused' });
    expect(await checkAccessToken(rotated.tokens.access_token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await checkAccessToken(first.access_token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await refreshTokens(rotated.tokens.refresh_token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('leaves other sign-ins alone when one family is revoked', async () => {
    const mine = await signIn('1');
    const other = await signIn('1');
    await refreshTokens(mine.refresh_token);
    await refreshTokens(mine.refresh_token);
    expect((await checkAccessToken(other.access_token)).ok).toBe(true);
  });

  it('refuses a refresh token after 7 days', async () => {
    const { refresh_token } = await signIn('1');
    time += REFRESH_TOKEN_TTL_MS;
    expect(await refreshTokens(refresh_token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('revokes a family on logout', async () => {
    const { access_token, refresh_token } = await signIn('1');
    const check = await checkAccessToken(access_token);
    if (!check.ok) throw new Error('not signed in');
    await revokeFamily(check.familyId);
    expect(await checkAccessToken(access_token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await refreshTokens(refresh_token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('expires access tokens on demand but keeps the refresh token usable', async () => {
    const one = await signIn('1');
    const two = await signIn('2');
    expect(await expireAccessToken(one.access_token)).toBe(true);
    expect(await checkAccessToken(one.access_token)).toEqual({ ok: false, reason: 'expired' });
    expect((await checkAccessToken(two.access_token)).ok).toBe(true);
    expect(await expireAccessTokens()).toBe(1);
    expect(await checkAccessToken(two.access_token)).toEqual({ ok: false, reason: 'expired' });
    expect((await refreshTokens(one.refresh_token)).ok).toBe(true);
  });

  it('keeps the session in localStorage across a reload, the tokens stored only as digests', async () => {
    persistAuthStateIn(localStorage);
    const { access_token, refresh_token } = await signIn('3');
    const stored = localStorage.getItem(AUTH_STORAGE_KEY) ?? '';
    expect(stored).toContain(tokenKey(access_token));
    expect(stored).not.toContain(access_token);
    expect(stored).not.toContain(refresh_token);
    // A reload starts from nothing but the stored text.
    persistAuthStateIn(localStorage);
    expect(await checkAccessToken(access_token)).toMatchObject({ ok: true, accountId: '3' });
    // what is stored is no token
    expect(await checkAccessToken(tokenKey(access_token))).toEqual({ ok: false, reason: 'unknown' });
    expect(await refreshTokens(tokenKey(refresh_token))).toEqual({ ok: false, reason: 'unknown' });
    expect((await refreshTokens(refresh_token)).ok).toBe(true);
  });

  it('keeps the sessions a state stored by value (version 1) holds', async () => {
    const at = time + 60_000;
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        accounts: [],
        access: { 'old-access': { familyId: 'f', accountId: '3', expiresAt: at } },
        refresh: { 'old-refresh': { familyId: 'f', accountId: '3', expiresAt: at, used: false } },
        families: { f: { accountId: '3', revoked: false } },
        codes: {},
      }),
    );
    persistAuthStateIn(localStorage);
    expect(await checkAccessToken('old-access')).toEqual({ ok: true, accountId: '3', familyId: 'f' });
    const next = await refreshTokens('old-refresh');
    expect(next.ok).toBe(true);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toContain('old-refresh');
    expect(await refreshTokens('old-refresh')).toEqual({ ok: false, reason: 'reused' });
  });

  it('keeps nothing in localStorage while in memory mode', async () => {
    await signIn('1');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
