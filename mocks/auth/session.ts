import { bearerToken, unauthorized } from '../http';
import type { MessageKey } from '../i18n';
import type { Account } from './accounts';
import { findAccountById } from './account-store';
import { checkAccessToken, type AccessFailure } from './store';

export interface Session {
  account: Account;
  familyId: string;
}

const failureMessage: Record<AccessFailure, MessageKey> = {
  missing: 'accessTokenMissing',
  unknown: 'accessTokenInvalid',
  expired: 'accessTokenExpired',
  revoked: 'accessTokenRevoked',
};

/**
 * The caller's session, or the HTTP 401 answer to return: no token, an unknown, expired or revoked
 * one all start the console's refresh flow (seed §4).
 */
export function authenticate(request: Request): Session | Response {
  const check = checkAccessToken(bearerToken(request));
  if (!check.ok) return unauthorized(request, failureMessage[check.reason]);
  const account = findAccountById(check.accountId);
  if (!account) return unauthorized(request, 'accessTokenInvalid');
  return { account, familyId: check.familyId };
}
