import { encodedLength, MAX_PASSWORD_BYTES } from '../password-length';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN } from './profile';

/**
 * The account rules of the access flows (register, activation, forgotten and reset password), shared
 * by the console's forms and the mock back-end. Each rule answers a key, or null when the value is
 * fine: the console shows `access.rules.<key>`, the mock its own message of the same name.
 */
export type ServerAccountRuleKey =
  | 'usernameRequired'
  | 'usernameLength'
  | 'usernamePattern'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordLettersDigits'
  | 'codeRequired'
  | 'codeFormat'
  | 'termsRequired';

/** Only the console checks these: the server never sees the confirmation. */
export type ClientAccountRuleKey = 'confirmRequired' | 'confirmMismatch';

export type AccountRuleKey = ServerAccountRuleKey | ClientAccountRuleKey;

export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
export const CODE_LENGTH = 6;

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** 4–20 letters, digits or underscores, starting with a letter. */
export function usernameRule(value: unknown): ServerAccountRuleKey | null {
  const v = text(value);
  if (!v) return 'usernameRequired';
  if (v.length < USERNAME_MIN_LENGTH || v.length > USERNAME_MAX_LENGTH) return 'usernameLength';
  return USERNAME_PATTERN.test(v) ? null : 'usernamePattern';
}

export function emailRule(value: unknown): ServerAccountRuleKey | null {
  const v = text(value);
  if (!v) return 'emailRequired';
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v) ? null : 'emailInvalid';
}

export function phoneRule(value: unknown): ServerAccountRuleKey | null {
  const v = text(value);
  if (!v) return 'phoneRequired';
  return PHONE_PATTERN.test(v) ? null : 'phoneInvalid';
}

/** The number as the back-end compares it: spaces and dashes are only for reading. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * 8–32 characters with at least one letter and one digit. The byte limit is the RSA key's
 * (the password travels encrypted), so a long run of wide characters is refused too.
 */
export function passwordRule(value: unknown): ServerAccountRuleKey | null {
  if (typeof value !== 'string' || value === '') return 'passwordRequired';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX_LENGTH || encodedLength(value) > MAX_PASSWORD_BYTES)
    return 'passwordTooLong';
  return /[A-Za-z]/.test(value) && /[0-9]/.test(value) ? null : 'passwordLettersDigits';
}

/** The console only: the password is sent once. */
export function confirmRule(confirm: string, password: string): ClientAccountRuleKey | null {
  if (!confirm) return 'confirmRequired';
  return confirm === password ? null : 'confirmMismatch';
}

export function codeRule(value: unknown): ServerAccountRuleKey | null {
  const v = text(value);
  if (!v) return 'codeRequired';
  return new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(v) ? null : 'codeFormat';
}

export function termsRule(value: unknown): ServerAccountRuleKey | null {
  return value === true ? null : 'termsRequired';
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Lower case, upper case, digits, anything else. */
export function characterClasses(value: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(value)).length;
}

/**
 * How hard the password is to guess, from its length and character classes. A password the rule
 * refuses is weak; one that just meets it (8 characters, letters and digits) is weak too, but allowed.
 */
export function passwordStrength(value: string): PasswordStrength {
  if (passwordRule(value) !== null) return 'weak';
  const score = characterClasses(value) + (value.length >= 12 ? 1 : 0);
  if (score >= 4) return 'strong';
  return score === 3 ? 'medium' : 'weak';
}
