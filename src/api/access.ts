import type { CustomerRole, OperatorRole } from './roles';
import { bindings, translateError } from './bindings';
import { get, post, request, SUCCESS_CODE } from './client';
import { ApiError } from './errors';

/**
 * The access flows: register, activate, forgotten password (code by email or phone, or an emailed
 * link) and reset. Passwords travel RSA-encrypted (crypto.ts). A 422 carries field messages
 * (isValidationError, fieldErrors); a bad one-time token is an HTTP 400 whose data names the reason.
 */

/** What the demo back-end "sent": a real one mails it and answers no link. */
export interface DemoMail {
  to: string;
  /** a hash link into the console, `#/active-account?token=…` */
  link: string;
}

export interface MailAnswer {
  /** null when nothing was sent (an unknown address, told apart only by the demo) */
  mail: DemoMail | null;
}

export interface RegisterBody {
  username: string;
  email: string;
  /** RSA-encrypted */
  password: string;
  acceptTerms: boolean;
}

export interface Registered extends MailAnswer {
  username: string;
  email: string;
}

export function register(body: RegisterBody): Promise<Registered> {
  return post<Registered>('Authorization/Register', body, { withToken: false });
}

/** Shown on the page rather than as a toast, hence silent. */
export function activateAccount(token: string): Promise<{ username: string }> {
  return post<{ username: string }>(
    'Authorization/ActivateAccount',
    { token },
    { silent: true, withToken: false },
  );
}

export function resendActivation(email: string): Promise<MailAnswer> {
  return post<MailAnswer>('Authorization/ResendActivation', { email }, { withToken: false });
}

export type CodeTarget = { email: string } | { phone: string };

interface Envelope {
  code: number;
  message: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof value.code === 'number' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/**
 * Sends a 6-digit code by email or text message; resolves with the server's message, which the demo
 * back-end uses to show the code. The client hands over only `data` (here `true`), so the answer is
 * asked for as a blob (which the client passes through untouched) and read here; errors still go
 * through the client's catalogue.
 */
export async function sendVerificationCode(target: CodeTarget): Promise<string> {
  const body = await request<unknown>({
    url: 'Authorization/GetVerificationCode',
    params: target,
    responseType: 'blob',
    withToken: false,
  });
  const text = body instanceof Blob ? await body.text() : '';
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  if (!isEnvelope(envelope) || envelope.code !== SUCCESS_CODE) {
    const message =
      isEnvelope(envelope) && envelope.message ? envelope.message : translateError('error.unknown');
    bindings().notifyError(message);
    throw new ApiError({
      reason: 'code',
      code: isEnvelope(envelope) ? envelope.code : 0,
      status: 200,
      message,
    });
  }
  return envelope.message;
}

export type ForgetPasswordBody = CodeTarget & {
  code: string;
  /** RSA-encrypted */
  newPassword: string;
};

export function forgetPassword(body: ForgetPasswordBody): Promise<boolean> {
  return post<boolean>('Authorization/ForgetPassword', body, { withToken: false });
}

/** Answers the same for unknown addresses; only the demo's `mail` tells them apart. */
export function sendResetLink(email: string): Promise<MailAnswer> {
  return post<MailAnswer>('Authorization/SendResetLink', { email }, { withToken: false });
}

/** Whether a reset link still works, before asking for the new password. */
export function checkResetToken(token: string): Promise<boolean> {
  return get<boolean>('Authorization/CheckResetToken', { token }, { silent: true, withToken: false });
}

export interface ResetPasswordBody {
  token: string;
  /** RSA-encrypted */
  newPassword: string;
}

export function resetPassword(body: ResetPasswordBody): Promise<boolean> {
  return post<boolean>('Authorization/ResetPassword', body, { withToken: false });
}

export type TokenFailure = 'unknown' | 'expired' | 'used';

export interface TokenRefusal {
  reason: TokenFailure;
  /** the account's address, for an expired activation link (to ask for a new one) */
  email?: string;
}

/** Why a one-time token (activation, reset) was refused, or null for any other error. */
export function tokenRefusal(error: unknown): TokenRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('reason' in data)) return null;
  const reason = data.reason;
  if (reason !== 'unknown' && reason !== 'expired' && reason !== 'used') return null;
  const email = 'email' in data && typeof data.email === 'string' ? data.email : undefined;
  return { reason, email };
}

/** Whom an invitation link is for (issue #41 §3), asked before the invitee chooses a name and password. */
export interface InvitationView {
  email: string;
  nickname: string;
  /** null: an invitation to the warehouse's own staff */
  customerName: string | null;
  role: CustomerRole | OperatorRole;
}

export function getInvitation(token: string): Promise<InvitationView> {
  return get<InvitationView>('Authorization/GetInvitation', { token }, { silent: true, withToken: false });
}

export interface AcceptInvitationBody {
  token: string;
  username: string;
  /** RSA-encrypted */
  password: string;
}

export function acceptInvitation(body: AcceptInvitationBody): Promise<{ username: string }> {
  return post<{ username: string }>('Authorization/AcceptInvitation', body, { withToken: false });
}
