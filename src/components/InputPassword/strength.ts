import {
  characterClasses,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRule,
} from '@/api/rules/account';

/** 0 refused by the account rule, 1 weak … 4 strong. */
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

export const STRENGTH_KEYS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

const LONG = 12;
const VERY_LONG = 16;

/**
 * The meter's level on the account rule of `src/api/rules/account.ts`: a password the rule refuses
 * is 0; an allowed one scores its character classes (two at least: letters and digits) plus one for
 * 12 characters and one more for 16. It agrees with `passwordStrength`: weak is 1–2, strong 3–4.
 */
export function strengthLevel(value: string): StrengthLevel {
  if (passwordRule(value) !== null) return 0;
  const score =
    characterClasses(value) + (value.length >= LONG ? 1 : 0) + (value.length >= VERY_LONG ? 1 : 0);
  return Math.min(4, Math.max(1, score - 1)) as StrengthLevel;
}

export type PasswordCheck = 'length' | 'lettersDigits' | 'mixedCase' | 'symbol' | 'long';

/**
 * The checklist under the field. `length` and `lettersDigits` are the rule itself (read from
 * `passwordRule`, so the two cannot disagree); the others only make the password stronger.
 */
export function passwordChecks(value: string): Record<PasswordCheck, boolean> {
  const rule = passwordRule(value);
  // the rule names the first thing wrong, so ask it about the characters on a value of fitting
  // length ('_' is neither a letter nor a digit)
  const probe =
    value.length < PASSWORD_MIN_LENGTH
      ? value.padEnd(PASSWORD_MIN_LENGTH, '_')
      : value.slice(0, PASSWORD_MAX_LENGTH);
  return {
    length: rule !== 'passwordRequired' && rule !== 'passwordTooShort' && rule !== 'passwordTooLong',
    lettersDigits: value !== '' && passwordRule(probe) !== 'passwordLettersDigits',
    mixedCase: /[a-z]/.test(value) && /[A-Z]/.test(value),
    symbol: /[^A-Za-z0-9]/.test(value),
    long: value.length >= LONG,
  };
}
