import { encodedLength, MAX_PASSWORD_BYTES } from '@/api/password-length';

export type LoginMode = 'account' | 'email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field rules of the sign-in form; each answers a translation key, or null when the value is fine. */
export const loginRules = {
  username(value: string, mode: LoginMode): string | null {
    const v = value.trim();
    if (!v) return mode === 'email' ? 'login.rules.emailRequired' : 'login.rules.usernameRequired';
    if (mode === 'email' && !EMAIL.test(v)) return 'login.rules.emailInvalid';
    if (v.length > 64) return 'login.rules.usernameTooLong';
    return null;
  },
  password(value: string): string | null {
    if (!value) return 'login.rules.passwordRequired';
    if (encodedLength(value) > MAX_PASSWORD_BYTES) return 'login.rules.passwordTooLong';
    return null;
  },
};
