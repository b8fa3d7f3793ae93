import type { MessageKey } from '../i18n';

// The rules of the personal-center forms. Pure, so the console's forms can check the same way.
export const NICKNAME_MAX_LENGTH = 32;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+?[0-9 -]{6,20}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;

export function nicknameError(value: unknown): MessageKey | null {
  const length = typeof value === 'string' ? [...value.trim()].length : 0;
  return length >= 1 && length <= NICKNAME_MAX_LENGTH ? null : 'nicknameLength';
}

export function emailError(value: unknown): MessageKey | null {
  if (typeof value !== 'string' || value.trim() === '') return 'emailRequired';
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? null : 'emailInvalid';
}

/** The phone is optional: absent, null or blank is fine. */
export function phoneError(value: unknown): MessageKey | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim()) ? null : 'phoneInvalid';
}

/** 6–32 characters with at least one letter and one digit, and not the old password. */
export function newPasswordError(next: string, old: string): MessageKey | null {
  const fits =
    next.length >= PASSWORD_MIN_LENGTH &&
    next.length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(next) &&
    /[0-9]/.test(next);
  if (!fits) return 'newPasswordRule';
  return next === old ? 'newPasswordSame' : null;
}

export interface ProfileInput {
  nickname: string;
  email: string;
  phone: string;
}

export type ProfileField = keyof ProfileInput;

export type ProfileValidation =
  { ok: true; value: ProfileInput } | { ok: false; errors: Partial<Record<ProfileField, MessageKey>> };

export function validateProfile(body: Record<string, unknown>): ProfileValidation {
  const errors: Partial<Record<ProfileField, MessageKey>> = {};
  const checks: Array<[ProfileField, MessageKey | null]> = [
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
