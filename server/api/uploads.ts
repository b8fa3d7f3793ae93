import { failure, succeed, type Actor, type Outcome } from '../services/contract';
import { isoAt, type Db } from '../store/store';
import { uniqueId } from '../store/ids';
import { transact } from '../store/tx';
import type { StoredUpload, UploadInfo, UploadPurpose } from '../store/types/upload';
import { addUpload, uploadById } from '../store/uploads';
import { fileResponse } from './files/respond-file';
import { seededFileById } from './seeded-files';
import { businessGet, businessMultipart } from './route';
import { sniffMimeType, UPLOAD_RULES } from './uploads-store';

/** What an upload answers: where to fetch the file back, and what it is. */
export interface UploadedFile {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  purpose: UploadPurpose;
  docId: string | null;
  /** The API path (under the API base) that serves the file. */
  url: string;
  uploadedAt: string;
}

const MB = 1024 * 1024;

export const describeUpload = (module: string, upload: UploadInfo): UploadedFile => ({
  id: upload.id,
  name: upload.name,
  mimeType: upload.mimeType,
  sizeBytes: upload.sizeBytes,
  purpose: upload.purpose,
  docId: upload.docId,
  url: `${module}/File?id=${encodeURIComponent(upload.id)}`,
  uploadedAt: upload.uploadedAt,
});

/** Type (by content, not by name) and size checks; 422 naming `file`. */
async function checkedFile(
  form: FormData | null,
  purpose: UploadPurpose,
): Promise<Outcome<{ file: File; bytes: Uint8Array; mimeType: string }>> {
  const file = form?.get('file');
  if (!(file instanceof File) || file.size === 0) {
    return failure(422, 'validationFailed', undefined, { file: { key: 'uploadFileRequired' } });
  }
  const rule = UPLOAD_RULES[purpose];
  if (file.size > rule.maxMb * MB) {
    return failure(422, 'validationFailed', undefined, {
      file: { key: 'uploadTooLarge', params: { max: String(rule.maxMb) } },
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = sniffMimeType(bytes);
  if (!mimeType || !rule.mimeTypes.includes(mimeType)) {
    return failure(422, 'validationFailed', undefined, {
      file: { key: 'uploadTypeInvalid', params: { types: rule.label } },
    });
  }
  return succeed({ file, bytes, mimeType });
}

export interface UploadPolicy {
  purposes: readonly UploadPurpose[];
  /**
   * The customer of the document the file is for (`docId`): 404 when the caller may not see it, 409
   * when the document takes no such file now (it may ask the stored uploads, so it may answer later).
   */
  ownerOf: (
    db: Db,
    actor: Actor,
    purpose: UploadPurpose,
    docId: string,
  ) => Outcome<{ customerId: string }> | Promise<Outcome<{ customerId: string }>>;
  /**
   * What the stored file changes on its document (an order's label now there), written in one
   * transaction with adding the record: if it throws, neither happens.
   */
  attach?: (db: Db, upload: StoredUpload, actor: Actor) => Promise<void> | void;
}

/** `POST <Module>/Upload` (multipart `file`, `purpose`, optional `docId`) and `GET <Module>/File?id=`. */
export function uploadHandlers(module: string, policy: UploadPolicy) {
  return [
    businessMultipart(`${module}/Upload`, async ({ db, actor, form }) => {
      const purposeRaw = form?.get('purpose') ?? policy.purposes[0];
      const purpose = policy.purposes.find((p) => p === purposeRaw);
      if (!purpose)
        return failure(422, 'validationFailed', undefined, { purpose: { key: 'uploadPurposeInvalid' } });
      const docIdRaw = form?.get('docId');
      const docId = typeof docIdRaw === 'string' && docIdRaw !== '' ? docIdRaw : null;
      const owner = docId === null ? null : await policy.ownerOf(db, actor, purpose, docId);
      if (owner && !owner.ok) return owner;
      const checked = await checkedFile(form, purpose);
      if (!checked.ok) return checked;
      const upload: StoredUpload = {
        id: uniqueId('UP'),
        purpose,
        // a name is for people: at most 200 characters, whole characters kept
        name: Array.from(checked.value.file.name).slice(0, 200).join(''),
        mimeType: checked.value.mimeType,
        sizeBytes: checked.value.file.size,
        bytes: new Uint8Array(checked.value.bytes),
        customerId: owner ? owner.value.customerId : actor.customerId,
        docId,
        uploadedAt: isoAt(),
        uploadedBy: actor.name,
        voided: false,
      };
      await transact(db, async () => {
        await policy.attach?.(db, upload, actor);
        await addUpload(db, upload);
      });
      return succeed(describeUpload(module, upload));
    }),
    businessGet(`${module}/File`, async ({ db, actor, query }) => {
      const upload = await visibleUpload(db, actor, query.get('id') ?? '');
      if (!upload) return failure(404, 'notFound');
      return fileResponse(upload.bytes, upload.mimeType, upload.name);
    }),
  ];
}

/**
 * An upload the caller may see, with its bytes: an operator any, a customer those of its own and on
 * its documents. A stored file, or one of the seed's (rendered from its document).
 */
export async function visibleUpload(db: Db, actor: Actor, id: string): Promise<StoredUpload | undefined> {
  if (id === '') return undefined;
  const upload = (await uploadById(db, id)) ?? (await seededFileById(db, id));
  if (!upload) return undefined;
  return actor.customerId === null || upload.customerId === actor.customerId ? upload : undefined;
}
