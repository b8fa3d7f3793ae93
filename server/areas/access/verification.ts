import { normalizePhone } from '@/api/rules/account';
import { now } from '../../api/clock';
import { readAuthState, updateAuthState } from './state';

export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries a code survives: the last one burns it, so six digits cannot be guessed by trying. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** 'wrong' also covers a code that was never sent, already used or burned: none is pending. */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'burned';

function sixDigits(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

/** Codes are kept per address: an email whatever its case, a phone number whatever its spacing. */
function codeKey(address: string): string {
  const trimmed = address.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : `tel:${normalizePhone(trimmed)}`;
}

/** A new 6-digit code for an email address or phone number, replacing any earlier one. */
export async function issueVerificationCode(address: string): Promise<string> {
  const code = sixDigits();
  await updateAuthState((state) => {
    state.codes[codeKey(address)] = { code, expiresAt: now() + VERIFICATION_CODE_TTL_MS, attempts: 0 };
  });
  return code;
}

/** For the access flows (sign-in by email, password reset): a matching code is used up. */
export async function consumeVerificationCode(address: string, code: string): Promise<CodeCheck> {
  const key = codeKey(address);
  return await updateAuthState((state): CodeCheck => {
    const record = state.codes[key];
    if (!record) return 'wrong';
    if (record.expiresAt <= now()) {
      delete state.codes[key];
      return 'expired';
    }
    if (record.code === code) {
      delete state.codes[key];
      return 'ok';
    }
    record.attempts = (record.attempts ?? 0) + 1;
    if (record.attempts < VERIFICATION_CODE_MAX_ATTEMPTS) return 'wrong';
    delete state.codes[key];
    return 'burned';
  });
}

/** The code currently waiting for an address (demo and tests). */
export async function pendingVerificationCode(address: string): Promise<string | undefined> {
  const record = (await readAuthState()).codes[codeKey(address)];
  return record && record.expiresAt > now() ? record.code : undefined;
}
