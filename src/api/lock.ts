import { post } from './client';

/** Checks the signed-in user's password (RSA-encrypted) without starting a new session: the lock screen. */
export function verifyPassword(password: string): Promise<boolean> {
  return post<boolean>('Authorization/VerifyPassword', { password }, { silent: true });
}
