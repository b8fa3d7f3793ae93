// @vitest-environment happy-dom
// (the token store keeps the session in localStorage)
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../clock';
import { AUTH_STORAGE_KEY, persistAuthStateIn, resetAuthState } from './state';
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

afterEach(() => {
  persistAuthStateIn(null);
  resetAuthState();
  localStorage.clear();
  time = Date.UTC(2026, 0, 1);
});

describe('token store', () => {
  it('issues opaque, distinct tokens that live 300 seconds', () => {
    const pair = signIn('1');
    expect(pair).toMatchObject({ expires_in: 300, token_type: 'Bearer' });
    expect(pair.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.access_token).not.toBe(pair.refresh_token);
    expect(signIn('1').access_token).not.toBe(pair.access_token);
  });

  it('accepts an access token until its 5 minutes are over', () => {
    const { access_token } = signIn('1');
    time += ACCESS_TOKEN_TTL_MS - 1;
    expect(checkAccessToken(access_token)).toMatchObject({ ok: true, accountId: '1' });
    time += 1;
    expect(checkAccessToken(access_token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('tells a missing token from an unknown one', () => {
    expect(checkAccessToken(null)).toEqual({ ok: false, reason: 'missing' });
    expect(checkAccessToken('nope')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('rotates a refresh token once and revokes the family when it comes back', () => {
    const first = signIn('2');
    const rotated = refreshTokens(first.refresh_token);
    if (!rotated.ok) throw new Error('rotation refused');
    expect(rotated.accountId).toBe('2');
    expect(rotated.tokens.refresh_token).not.toBe(first.refresh_token);
    expect(checkAccessToken(rotated.tokens.access_token).ok).toBe(true);

    expect(refreshTokens(first.refresh_token)).toEqual({ ok: false, reason: 'reused' });
    expect(checkAccessToken(rotated.tokens.access_token)).toEqual({ ok: false, reason: 'revoked' });
    expect(checkAccessToken(first.access_token)).toEqual({ ok: false, reason: 'revoked' });
    expect(refreshTokens(rotated.tokens.refresh_token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('leaves other sign-ins alone when one family is revoked', () => {
    const mine = signIn('1');
    const other = signIn('1');
    refreshTokens(mine.refresh_token);
    refreshTokens(mine.refresh_token);
    expect(checkAccessToken(other.access_token).ok).toBe(true);
  });

  it('refuses a refresh token after 7 days', () => {
    const { refresh_token } = signIn('1');
    time += REFRESH_TOKEN_TTL_MS;
    expect(refreshTokens(refresh_token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('revokes a family on logout', () => {
    const { access_token, refresh_token } = signIn('1');
    const check = checkAccessToken(access_token);
    if (!check.ok) throw new Error('not signed in');
    revokeFamily(check.familyId);
    expect(checkAccessToken(access_token)).toEqual({ ok: false, reason: 'revoked' });
    expect(refreshTokens(refresh_token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('expires access tokens on demand but keeps the refresh token usable', () => {
    const one = signIn('1');
    const two = signIn('2');
    expect(expireAccessToken(one.access_token)).toBe(true);
    expect(checkAccessToken(one.access_token)).toEqual({ ok: false, reason: 'expired' });
    expect(checkAccessToken(two.access_token).ok).toBe(true);
    expect(expireAccessTokens()).toBe(1);
    expect(checkAccessToken(two.access_token)).toEqual({ ok: false, reason: 'expired' });
    expect(refreshTokens(one.refresh_token).ok).toBe(true);
  });

  it('keeps the session in localStorage across a reload', () => {
    persistAuthStateIn(localStorage);
    const { access_token } = signIn('3');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toContain(access_token);
    // A reload starts from nothing but the stored text.
    persistAuthStateIn(localStorage);
    expect(checkAccessToken(access_token)).toMatchObject({ ok: true, accountId: '3' });
  });

  it('keeps nothing in localStorage while in memory mode', () => {
    signIn('1');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
