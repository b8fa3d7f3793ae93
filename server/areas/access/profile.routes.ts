import { http } from 'msw';
import { apiPath, mockDelay } from '../../api/config';
import { invalid, ok, readJsonObject, stringField, type FieldErrors } from '../../api/http';
import { msg } from '../../api/i18n';
import { toUserInfo } from './accounts';
import { checkPassword, setPassword, updateAccount } from './account-store';
import { decryptPassword } from './crypto';
import { authenticate } from './session';
import { newPasswordError, validateProfile } from './validation';

export const profileHandlers = [
  http.post(apiPath('Authorization/SaveUserInfo'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    const result = validateProfile(await readJsonObject(request));
    if (!result.ok) {
      const fields: FieldErrors = {};
      for (const [field, key] of Object.entries(result.errors)) fields[field] = msg(request, key);
      return invalid(request, fields);
    }
    const account = (await updateAccount(session.account.id, result.value)) ?? session.account;
    return ok(toUserInfo(account));
  }),

  http.post(apiPath('Authorization/ChangeUserPassword'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    const body = await readJsonObject(request);
    // A missing field is simply wrong; one that does not decrypt is judged by its stand-in (crypto.ts).
    const oldCipher = stringField(body, 'oldPassword');
    const newCipher = stringField(body, 'newPassword');
    const oldPassword = oldCipher ? decryptPassword(oldCipher) : '';
    const newPassword = newCipher ? decryptPassword(newCipher) : '';
    const fields: FieldErrors = {};
    // checked whether it decrypts or not: the time tells nothing either
    const oldMatches = await checkPassword(session.account, oldPassword ?? '');
    const oldRight = oldPassword !== null && oldMatches;
    // an old password that does not decrypt is a wrong one (no padding oracle: docs/security.md)
    if (!oldRight) fields.oldPassword = msg(request, 'oldPasswordWrong');
    // "the same as the old one" compares with the old password as given: compared with the
    // account's when the one given is wrong, it would confirm a guess of the current password
    const error = newPasswordError(newPassword ?? '', oldPassword ?? '');
    if (error) fields.newPassword = msg(request, error);
    if (Object.keys(fields).length > 0) return invalid(request, fields);
    await setPassword(session.account.id, newPassword ?? '');
    return ok(true);
  }),
];
