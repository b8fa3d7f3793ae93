import { http, HttpResponse } from 'msw';
import { normalizePhone, phoneRule } from '@/api/rules/account';
import { apiPath, mockDelay } from '../../api/config';
import { clientAddress, httpError, invalid, ok } from '../../api/http';
import { msg, type MessageKey } from '../../api/i18n';
import { toUserInfo } from './accounts';
import { checkPassword, findAccountByLogin } from './account-store';
import { clearAttempts, countAttempt, countMessage, heldUntil, passwordKeys } from './attempts';
import { decryptPassword, passwordPublicKey } from './crypto';
import { heldBack } from './routes-fields';
import { authenticate } from './session';
import { refreshTokens, revokeFamily, signIn, type RefreshFailure } from './store';
import { emailError } from './validation';
import { sendMessage } from './outbox';
import { issueVerificationCode } from './verification';
import { profileHandlers } from './profile.routes';

/** The token request's fields, from a form-urlencoded body (or JSON, for lenient callers). */
async function readTokenRequest(request: Request): Promise<URLSearchParams> {
  const text = await request.text();
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json'))
    return new URLSearchParams(text);
  try {
    const body: unknown = JSON.parse(text);
    const fields = new URLSearchParams();
    if (typeof body === 'object' && body !== null) {
      for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields.set(key, value);
    }
    return fields;
  } catch {
    return new URLSearchParams();
  }
}

/** A new code for the address, sent through the outbox: the demo's answer says it, the service's does not. */
async function sendCode(request: Request, address: string): Promise<string> {
  const code = await issueVerificationCode(address);
  const copy = await sendMessage(request, { kind: 'code', to: address, secret: code });
  return copy
    ? msg(request, 'verificationCodeSent', { code: copy.secret })
    : msg(request, 'verificationCodeSentServed');
}

function badRequest(request: Request, key: MessageKey): Response {
  return httpError(400, msg(request, key));
}

/** OAuth-style success: the bare pair, no envelope, never cached. */
function tokenAnswer(tokens: Awaited<ReturnType<typeof signIn>>): Response {
  return HttpResponse.json(tokens, { headers: { 'Cache-Control': 'no-store' } });
}

async function passwordGrant(request: Request, fields: URLSearchParams): Promise<Response> {
  const username = fields.get('username');
  const cipherText = fields.get('password');
  if (!username || !cipherText) return badRequest(request, 'credentialsRequired');
  const account = await findAccountByLogin(username);
  const keys = passwordKeys(account, username, clientAddress(request));
  const held = await heldUntil(keys);
  if (held !== null) return heldBack(request, 'tooManyAttempts', held);
  const password = decryptPassword(cipherText);
  // checked as long whether the account exists or the cipher text decrypts or not: the time tells
  // neither
  const matches = await checkPassword(account, password ?? '');
  const right = password !== null && matches;
  if (!right || !account) {
    const hold = await countAttempt(keys);
    if (hold !== null) return heldBack(request, 'tooManyAttempts', hold);
    // a cipher text that does not decrypt is a wrong password too: another answer would tell an
    // attacker which cipher texts decrypt under the key (a padding oracle, docs/security.md)
    return badRequest(request, 'wrongCredentials');
  }
  await clearAttempts(keys.slice(0, 1));
  // Only after the password matched: otherwise the answer would tell which accounts exist.
  if (account.active === false) return badRequest(request, 'accountNotActivated');
  if (account.disabled) return badRequest(request, 'accountDisabled');
  if (account.customerSuspended) return badRequest(request, 'customerSuspendedSignIn');
  return tokenAnswer(await signIn(account.id));
}

const refreshFailureMessage: Record<RefreshFailure, MessageKey> = {
  unknown: 'refreshTokenInvalid',
  revoked: 'refreshTokenInvalid',
  expired: 'refreshTokenExpired',
  reused: 'refreshTokenReused',
};

async function refreshGrant(request: Request, fields: URLSearchParams): Promise<Response> {
  const refreshToken = fields.get('refresh_token');
  if (!refreshToken) return badRequest(request, 'refreshTokenInvalid');
  const result = await refreshTokens(refreshToken);
  return result.ok ? tokenAnswer(result.tokens) : badRequest(request, refreshFailureMessage[result.reason]);
}

export const authorizationHandlers = [
  http.post(apiPath('Authorization/connect/token'), async ({ request }) => {
    await mockDelay('default');
    const fields = await readTokenRequest(request);
    const grantType = fields.get('grant_type');
    if (grantType === 'password') return await passwordGrant(request, fields);
    if (grantType === 'refresh_token') return await refreshGrant(request, fields);
    return badRequest(request, 'unsupportedGrantType');
  }),

  http.get(apiPath('Authorization/GetUserInfo'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    return ok(toUserInfo(session.account));
  }),

  http.get(apiPath('Authorization/loginOut'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    await revokeFamily(session.familyId);
    return ok(true);
  }),

  // The key the passwords are encrypted with (PEM), for a client that is not the console's page (which
  // has it in its HTML): the deployment's own on the service, the demo's compiled-in one in the demo.
  http.get(apiPath('Authorization/PublicKey'), async () => {
    await mockDelay('default');
    return ok({ publicKey: passwordPublicKey() });
  }),

  // No token needed: the access flows (sign-in by email, password reset) ask before signing in.
  // `?phone=` texts the code instead; the code goes to the outbox, and the demo shows it in its answer.
  http.get(apiPath('Authorization/GetVerificationCode'), async ({ request }) => {
    await mockDelay('default');
    const params = new URL(request.url).searchParams;
    const phone = params.get('phone');
    if (phone !== null && !params.has('email')) {
      const error = phoneRule(phone);
      if (error) return invalid(request, { phone: msg(request, error) });
      const held = await countMessage(`tel:${normalizePhone(phone)}`, clientAddress(request));
      if (held !== null) return heldBack(request, 'tooManyMessages', held);
      return ok(true, await sendCode(request, phone));
    }
    const email = params.get('email');
    const error = emailError(email);
    if (error || email === null) return invalid(request, { email: msg(request, error ?? 'emailRequired') });
    const held = await countMessage(email, clientAddress(request));
    if (held !== null) return heldBack(request, 'tooManyMessages', held);
    return ok(true, await sendCode(request, email.trim()));
  }),

  ...profileHandlers,
];
