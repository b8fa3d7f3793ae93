import { bearerToken, forbidden, unauthorized } from '../../api/http';
import type { MessageKey } from '../../api/i18n';
import { operatorRoleOf, type Account } from './accounts';
import { findAccountById } from './account-store';
import { checkAccessToken, type AccessFailure } from './store';

export interface Session {
  account: Account;
  familyId: string;
}

/** undefined: not decided elsewhere, so from the token store */
type Authenticator = (request: Request) => Session | Response | undefined;
let decideElsewhere: Authenticator | null = null;

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
export async function authenticate(request: Request): Promise<Session | Response> {
  return decideElsewhere?.(request) ?? (await authenticateByToken(request));
}

/** `authenticate` from this realm's token store, whoever else may decide: the page's side of the worker. */
export async function authenticateByToken(request: Request): Promise<Session | Response> {
  const check = await checkAccessToken(bearerToken(request));
  if (!check.ok) return unauthorized(request, failureMessage[check.reason]);
  const account = await findAccountById(check.accountId);
  if (!account) return unauthorized(request, 'accessTokenInvalid');
  return { account, familyId: check.familyId };
}

/** The session of a signed-in operator, or the answer to anyone else: 401 signed out, 403 signed in. */
export async function operatorSession(request: Request): Promise<Session | Response> {
  const session = await authenticate(request);
  if (session instanceof Response) return session;
  return session.account.role === 'operator' ? session : forbidden(request);
}

/** A signed-in operator who is an administrator (accounts, the outbox, customers' users), or the answer to give. */
export async function adminSession(request: Request): Promise<Session | Response> {
  const session = await operatorSession(request);
  if (session instanceof Response) return session;
  return operatorRoleOf(session.account) === 'admin' ? session : forbidden(request);
}

/**
 * The account whose live access token a request carries, if any: what `authenticateByToken` decides,
 * without building the refusal, for a look at every request that answers none of them.
 */
export async function signedInAccount(request: Request): Promise<Account | undefined> {
  const check = await checkAccessToken(bearerToken(request));
  return check.ok ? await findAccountById(check.accountId) : undefined;
}

/**
 * The business back-end's worker keeps no sessions: the page decides who called and sends the answer
 * along with the call (mocks/worker/serve.ts). Null: decided here, from the token store.
 */
export function authenticateThrough(next: Authenticator | null): void {
  decideElsewhere = next;
}
