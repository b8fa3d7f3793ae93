import { now } from '../clock';
import { readAuthState, updateAuthState } from './state';

export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;

export type CodeCheck = 'ok' | 'wrong' | 'expired';

function sixDigits(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

/** A new 6-digit code for `email`, replacing any earlier one. */
export function issueVerificationCode(email: string): string {
  const code = sixDigits();
  updateAuthState((state) => {
    state.codes[email.toLowerCase()] = { code, expiresAt: now() + VERIFICATION_CODE_TTL_MS };
  });
  return code;
}

/** For the access flows (sign-in by email, password reset): a matching code is used up. */
export function consumeVerificationCode(email: string, code: string): CodeCheck {
  const key = email.toLowerCase();
  const record = readAuthState().codes[key];
  if (!record || record.code !== code) return 'wrong';
  if (record.expiresAt <= now()) return 'expired';
  updateAuthState((state) => {
    delete state.codes[key];
  });
  return 'ok';
}

/** The code currently waiting for `email` (demo and tests). */
export function pendingVerificationCode(email: string): string | undefined {
  const record = readAuthState().codes[email.toLowerCase()];
  return record && record.expiresAt > now() ? record.code : undefined;
}
