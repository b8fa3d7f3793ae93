import { textOf } from '@/api/rules/fields';
import { failure, succeed, type Actor, type Outcome } from '../../services/contract';
import type { Db } from '../../store/store';
import { changeUpload, lastUpload } from '../../store/uploads';
import { fileResponse } from '../../api/files/respond-file';
import { businessGet, type PostContext } from '../../api/route';
import { getVisible, save } from '../../api/services';
import { uploadHandlers, visibleUpload } from '../../api/uploads';

/** The customer of the certificate (or SKU) a certificate file is uploaded for; 404 when not visible. */
async function certificateOwner(
  db: Db,
  actor: Actor,
  _purpose: string,
  docId: string,
): Promise<Outcome<{ customerId: string }>> {
  const certificate = await getVisible(db, actor, 'certificates', docId);
  const found = certificate.ok ? certificate : await getVisible(db, actor, 'skus', docId);
  return found.ok ? succeed({ customerId: found.value.customerId }) : found;
}

/**
 * `Sku/SaveCertificate` with the `fileId` of an upload: the certificate keeps the file's name, type
 * and size (its `file`), and the upload is tied to the saved certificate so `Sku/CertificateFile`
 * serves it back.
 */
export async function saveCertificate({ db, actor, body }: PostContext) {
  const { fileId, ...input } = body;
  // Another customer's certificate is unknown whatever file is sent with it (404 before the 422).
  const id = textOf(input.id);
  if (id !== '') {
    const existing = await getVisible(db, actor, 'certificates', id);
    if (!existing.ok) return existing;
  }
  const upload =
    typeof fileId === 'string' && fileId !== '' ? await visibleUpload(db, actor, fileId) : undefined;
  if (typeof fileId === 'string' && fileId !== '' && (!upload || upload.purpose !== 'certificate')) {
    return failure(422, 'validationFailed', undefined, { file: { key: 'uploadFileRequired' } });
  }
  const withFile = upload
    ? { ...input, file: { name: upload.name, mimeType: upload.mimeType, sizeBytes: upload.sizeBytes } }
    : input;
  const saved = await save(db, actor, 'certificate', withFile);
  if (saved.ok && upload) await changeUpload(db, upload.id, { docId: saved.value.id });
  return saved;
}

export const certificateFileHandlers = [
  // Certificate files (pdf/jpg/png ≤ 10 MB); `docId` the certificate or the SKU they are for.
  ...uploadHandlers('Sku', { purposes: ['certificate'], ownerOf: certificateOwner }),
  // `?id=` a certificate: its latest file.
  businessGet('Sku/CertificateFile', async ({ db, actor, query }) => {
    const certificate = await getVisible(db, actor, 'certificates', query.get('id') ?? '');
    if (!certificate.ok) return certificate;
    const upload = await lastUpload(db, { purpose: 'certificate', docId: certificate.value.id });
    if (!upload) return failure(404, 'notFound');
    return fileResponse(upload.bytes, upload.mimeType, upload.name);
  }),
];
