import { http } from 'msw';
import { apiPath, mockDelay } from '../../api/config';
import { invalid, ok, readJsonObject, stringField, type FieldErrors } from '../../api/http';
import { msg } from '../../api/i18n';
import { sniffMimeType } from '../../api/uploads-store';
import { AVATAR_MAX_BYTES } from '@/api/rules/profile';
import { toUserInfo } from './accounts';
import { checkPassword, setPassword, updateAccount } from './account-store';
import { decryptPassword } from './crypto';
import { authenticate } from './session';
import { avatarFileError, newPasswordError, validateProfile } from './validation';

/** The picture as a data URL, typed by what its bytes are (the type a client gives is not trusted). */
function toDataUrl(bytes: Uint8Array, mimeType: string): string {
  let binary = '';
  // Chunked: spreading two megabytes into one call overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${mimeType};base64,${btoa(binary)}`;
}

async function readFile(request: Request): Promise<Blob | null> {
  try {
    const file = (await request.formData()).get('file');
    return file instanceof Blob ? file : null;
  } catch {
    return null;
  }
}

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

  http.post(apiPath('Authorization/UploadAvatar'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    const file = await readFile(request);
    if (!file) return invalid(request, { file: msg(request, 'fileRequired') });
    // the size before reading it; then the type its first bytes show, whatever the part's header says
    const bytes = file.size > AVATAR_MAX_BYTES ? null : new Uint8Array(await file.arrayBuffer());
    const mimeType = bytes ? (sniffMimeType(bytes) ?? '') : file.type;
    const fileError = avatarFileError({ type: mimeType, size: file.size });
    if (fileError || !bytes) return invalid(request, { file: msg(request, fileError ?? 'fileTooLarge') });
    const avatar = toDataUrl(bytes, mimeType);
    await updateAccount(session.account.id, { avatar });
    return ok({ avatar });
  }),
];
