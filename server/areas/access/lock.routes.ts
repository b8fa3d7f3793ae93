import { http } from 'msw';
import { apiPath, mockDelay } from '../../api/config';
import { invalid, ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { checkPassword } from './account-store';
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
    const password = cipherText ? decryptPassword(cipherText) : null;
    if (password === null) return invalid(request, { password: msg(request, 'passwordUndecryptable') });
    if (!(await checkPassword(session.account, password)))
      return invalid(request, { password: msg(request, 'passwordIncorrect') });
    return ok(true);
  }),
];
