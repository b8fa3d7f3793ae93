import { http } from 'msw';
import { apiPath, mockDelay } from '../../api/config';
import { clientAddress, invalid, ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { checkPassword } from './account-store';
import { clearAttempts, countAttempt, heldUntil, minutesUntil, passwordKeys } from './attempts';
import { decryptPassword } from './crypto';
import { authenticate } from './session';

/**
 * The lock screen's check (issue #3): is this the signed-in account's password? Answers true, or 422
 * on the password field; it issues no tokens and the session is unchanged either way.
 */
export const lockHandlers = [
  http.post(apiPath('Authorization/VerifyPassword'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    const cipherText = stringField(await readJsonObject(request), 'password');
    // one that does not decrypt is as wrong as a wrong one (no padding oracle: docs/security.md)
    const password = (cipherText ? decryptPassword(cipherText) : null) ?? '';
    // the sign-in's count: the lock screen is another way to try the account's password
    const keys = passwordKeys(session.account, session.account.username, clientAddress(request));
    const heldBack = (until: number) =>
      invalid(request, {
        password: msg(request, 'tooManyAttempts', { minutes: String(minutesUntil(until)) }),
      });
    const held = await heldUntil(keys);
    if (held !== null) return heldBack(held);
    if (!(await checkPassword(session.account, password))) {
      const hold = await countAttempt(keys);
      return hold === null
        ? invalid(request, { password: msg(request, 'passwordIncorrect') })
        : heldBack(hold);
    }
    await clearAttempts(keys.slice(0, 1));
    return ok(true);
  }),
];
