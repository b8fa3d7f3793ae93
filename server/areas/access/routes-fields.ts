import { passwordRule } from '@/api/rules/account';
import { now } from '../../api/clock';
import { isDemoHome } from '../../api/config';
import { httpError } from '../../api/http';
import type { FieldProblem } from './field-problems';

export { fieldProblems, type FieldProblem } from './field-problems';
import { msg, type MessageKey } from '../../api/i18n';
import { minutesUntil } from './attempts';
import { decryptPassword } from './crypto';
import type { OneTimeFailure } from './one-time-tokens';

/**
 * An RSA-encrypted password field, read and checked by the shared password rule: a cipher text that
 * does not decrypt is judged by its stand-in (crypto.ts), as any decrypted text is, so that the
 * answer does not tell the two apart. `plain` is '' when the field is missing.
 */
export function readPassword(cipherText: string | undefined): { plain: string; problem: FieldProblem } {
  const plain = cipherText ? (decryptPassword(cipherText) ?? '') : '';
  return { plain, problem: passwordRule(plain) };
}

/** A refused one-time token: HTTP 400 whose data names the reason, so the page can offer a way on. */
export function tokenRefused(
  request: Request,
  reason: OneTimeFailure,
  messages: Record<OneTimeFailure, MessageKey>,
  extra: Record<string, string> = {},
): Response {
  return httpError(400, msg(request, messages[reason]), { reason, ...extra });
}

/** HTTP 429 for a caller held back until `until` (attempts.ts): when to try again, said and in Retry-After. */
export function heldBack(
  request: Request,
  key: 'tooManyAttempts' | 'tooManyMessages',
  until: number,
): Response {
  const response = httpError(429, msg(request, key, { minutes: String(minutesUntil(until)) }));
  response.headers.set('Retry-After', String(Math.ceil((until - now()) / 1000)));
  return response;
}

/**
 * How long, at least, the service takes to answer a call whose work depends on whether an address
 * has an account (a reset link, an activation link sent again): an account's link is a token and a
 * message written, an unknown address nothing, and the difference in time would tell a stranger
 * which addresses have accounts. Well above the writes' time on a loaded machine; these calls are rare.
 */
export const EVEN_ANSWER_MS = 300;

/**
 * Runs `work` and answers no sooner than EVEN_ANSWER_MS after it began, on the service (the embedded
 * demo has one visitor and shows its mailbox anyway): both kinds of address take the same time.
 */
export async function evenly<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = EVEN_ANSWER_MS - (performance.now() - started);
  if (!isDemoHome() && left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}
