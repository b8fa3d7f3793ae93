// The rules of the personal-centre forms, shared by the console (client-side checks) and the mock
// back-end (its 422 answers), so the two cannot drift apart. Pure functions: each answers a rule key
// or null. The console shows `personal.rules.<key>`; the mock answers its own table's `<key>`.

export const NICKNAME_MAX_LENGTH = 32;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+?[0-9 -]{6,20}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** Keys of the rules the server enforces as well. */
export type ServerRuleKey =
  | 'nicknameLength'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'newPasswordRule'
  | 'newPasswordSame'
  | 'fileType'
  | 'fileTooLarge';

/** Keys only the console checks: the server never sees the confirmation, nor an empty old password. */
export type ClientRuleKey = 'oldPasswordRequired' | 'confirmRequired' | 'confirmMismatch';

export type ProfileRuleKey = ServerRuleKey | ClientRuleKey;

export function nicknameError(value: unknown): ServerRuleKey | null {
  // code points, so an emoji or a CJK character counts once
  const length = typeof value === 'string' ? [...value.trim()].length : 0;
  return length >= 1 && length <= NICKNAME_MAX_LENGTH ? null : 'nicknameLength';
}

export function emailError(value: unknown): ServerRuleKey | null {
  if (typeof value !== 'string' || value.trim() === '') return 'emailRequired';
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? null : 'emailInvalid';
}

/** The phone is optional: absent, null or blank is fine. */
export function phoneError(value: unknown): ServerRuleKey | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim()) ? null : 'phoneInvalid';
}

export interface NewPasswordChecks {
  /** 6–32 characters */
  length: boolean;
  /** at least one letter and one digit */
  lettersAndDigits: boolean;
  /** not the old password */
  differs: boolean;
}

/** Each part of the new-password rule on its own, for the checklist the form shows while typing. */
export function newPasswordChecks(next: string, old: string): NewPasswordChecks {
  return {
    length: next.length >= PASSWORD_MIN_LENGTH && next.length <= PASSWORD_MAX_LENGTH,
    lettersAndDigits: /[A-Za-z]/.test(next) && /[0-9]/.test(next),
    differs: next !== old,
  };
}

/** 6–32 characters with at least one letter and one digit, and not the old password. */
export function newPasswordError(next: string, old: string): ServerRuleKey | null {
  const checks = newPasswordChecks(next, old);
  if (!checks.length || !checks.lettersAndDigits) return 'newPasswordRule';
  return checks.differs ? null : 'newPasswordSame';
}

export function oldPasswordError(value: string): ClientRuleKey | null {
  return value === '' ? 'oldPasswordRequired' : null;
}

export function confirmPasswordError(confirm: string, next: string): ClientRuleKey | null {
  if (confirm === '') return 'confirmRequired';
  return confirm === next ? null : 'confirmMismatch';
}

/** A file's declared type and size, as a browser's File (and the server's multipart part) has them. */
export function avatarFileError(file: { type: string; size: number }): ServerRuleKey | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'fileType';
  return file.size > AVATAR_MAX_BYTES ? 'fileTooLarge' : null;
}

export interface ProfileInput {
  nickname: string;
  email: string;
  phone: string;
}

export type ProfileField = keyof ProfileInput;

export type ProfileValidation =
  { ok: true; value: ProfileInput } | { ok: false; errors: Partial<Record<ProfileField, ServerRuleKey>> };

/** The whole profile body as the server checks it; the value comes back trimmed. */
export function validateProfile(body: Record<string, unknown>): ProfileValidation {
  const errors: Partial<Record<ProfileField, ServerRuleKey>> = {};
  const checks: Array<[ProfileField, ServerRuleKey | null]> = [
    ['nickname', nicknameError(body.nickname)],
    ['email', emailError(body.email)],
    ['phone', phoneError(body.phone)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    ok: true,
    value: { nickname: text(body.nickname), email: text(body.email), phone: text(body.phone) },
  };
}
