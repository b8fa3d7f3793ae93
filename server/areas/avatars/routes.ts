import { http } from 'msw';
import { AVATAR_MAX_BYTES } from '@/api/rules/profile';
import { apiPath, mockDelay } from '../../api/config';
import {
  DataUnavailableError,
  NotSavedError,
  reading,
  readingLatest,
  serialized,
  writing,
} from '../../api/db-instance';
import { httpError, invalid, ok } from '../../api/http';
import { msg } from '../../api/i18n';
import { sniffMimeType } from '../../api/uploads-store';
import { uniqueId } from '../../store/ids';
import { isoAt } from '../../store/store';
import type { StoredUpload } from '../../store/types/upload';
import { addUpload, changeUpload, uploadById, uploadsMeeting } from '../../store/uploads';
import { updateAccount } from '../access/account-store';
import { authenticate } from '../access/session';
import { avatarFileError } from '../access/validation';

/** Where the console fetches an avatar: a path under the API base, as every stored file's `url`. */
export const avatarPath = (id: string): string => `Authorization/Avatar?id=${encodeURIComponent(id)}`;

async function readFile(request: Request): Promise<Blob | null> {
  try {
    const file = (await request.formData()).get('file');
    return file instanceof Blob ? file : null;
  } catch {
    return null;
  }
}

/** A write of the file rows; false when it was not kept (the store refused the save). */
async function written(task: Parameters<typeof writing<true>>[0]): Promise<boolean> {
  try {
    await writing(task, () => true);
    return true;
  } catch (error) {
    if (error instanceof NotSavedError) return false;
    throw error;
  }
}

/**
 * A person's picture (seed §4, the personal centre), kept as a file row (its bytes, the type they
 * show, its size) beside the other uploads, not as a data URL inside the account: the account holds
 * where to fetch it. Any signed-in account has one, business role or not, so these are not business
 * calls (route.ts gates those by role); they live beside the files, which in the browser are the
 * worker's, and change the account through the sign-in state, which there is the page's.
 */
export const avatarHandlers = [
  http.post(apiPath('Authorization/UploadAvatar'), async ({ request }) => {
    await mockDelay('default');
    return serialized(async () => {
      const session = await authenticate(request);
      if (session instanceof Response) return session;
      const file = await readFile(request);
      if (!file) return invalid(request, { file: msg(request, 'fileRequired') });
      // the size before reading it; then the type its first bytes show, whatever the part's header says
      const bytes = file.size > AVATAR_MAX_BYTES ? null : new Uint8Array(await file.arrayBuffer());
      const mimeType = bytes ? (sniffMimeType(bytes) ?? '') : file.type;
      const fileError = avatarFileError({ type: mimeType, size: file.size });
      if (fileError || !bytes) return invalid(request, { file: msg(request, fileError ?? 'fileTooLarge') });
      const { account } = session;
      const upload: StoredUpload = {
        id: uniqueId('AV'),
        purpose: 'avatar',
        // a name is for people: at most 200 characters, whole characters kept
        name: Array.from(file instanceof File && file.name !== '' ? file.name : 'avatar')
          .slice(0, 200)
          .join(''),
        mimeType,
        sizeBytes: bytes.byteLength,
        bytes: new Uint8Array(bytes),
        customerId: account.customerId ?? null,
        docId: account.id,
        uploadedAt: isoAt(),
        uploadedBy: account.username,
        voided: false,
      };
      const kept = await written(async (db) => {
        await addUpload(db, upload);
        return true;
      });
      if (!kept) return httpError(503, msg(request, 'dataNotSaved'));
      const avatar = avatarPath(upload.id);
      await updateAccount(account.id, { avatar });
      // The pictures it replaces are no longer served. Put aside after the account names the new one:
      // if this write fails, an old picture stays fetchable by its link, and nobody's avatar breaks.
      await written(async (db) => {
        const earlier = await uploadsMeeting(db, { purpose: 'avatar', docId: account.id, voided: false });
        for (const old of earlier) if (old.id !== upload.id) await changeUpload(db, old.id, { voided: true });
        return true;
      });
      return ok({ avatar });
    });
  }),

  // An avatar is shown by an <img>, which sends no token: it is fetched by its id, 64 random bits
  // that only its account's user info names (docs/security.md). A replaced one is not served.
  http.get(apiPath('Authorization/Avatar'), async ({ request }) => {
    await mockDelay('default');
    const id = new URL(request.url).searchParams.get('id') ?? '';
    if (id === '') return httpError(404, msg(request, 'notFound'));
    const upload = await serialized(async () => {
      try {
        const db = await readingLatest();
        return await reading(async () => await uploadById(db, id));
      } catch (error) {
        if (error instanceof DataUnavailableError) return null;
        throw error;
      }
    });
    if (upload === null) return httpError(503, msg(request, 'dataUnreadable'));
    if (!upload || upload.purpose !== 'avatar' || upload.voided)
      return httpError(404, msg(request, 'notFound'));
    return new Response(new Uint8Array(upload.bytes), {
      status: 200,
      headers: {
        'Content-Type': upload.mimeType,
        'Content-Length': String(upload.sizeBytes),
        'X-Content-Type-Options': 'nosniff',
        // a new picture is a new id: this one never changes
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    });
  }),
];
