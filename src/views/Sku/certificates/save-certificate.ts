import { saveCertificate, uploadCertificateFile } from '@/api/business/sku';
import type { Certificate } from '@/api/business/types/sku';
import { toCertificateInput, type CertificateValues } from './certificate-schema';

/**
 * Uploads a newly chosen file (the server checks its real type and size: a 422 names `file`), then
 * saves the certificate with that file's description. Without a new file the stored one stays.
 */
export async function saveCertificateWithFile(
  values: CertificateValues,
  existing: Certificate | null,
  skuId: string | undefined,
): Promise<Certificate> {
  const input = toCertificateInput(values, existing?.file ?? null);
  let file = input.file;
  let fileId: string | undefined;
  if (values.file) {
    const uploaded = await uploadCertificateFile(values.file, existing?.id ?? skuId);
    file = {
      name: uploaded.name,
      mimeType: uploaded.mimeType as Certificate['file']['mimeType'],
      sizeBytes: uploaded.sizeBytes,
    };
    fileId = uploaded.id;
  }
  return saveCertificate({
    ...(existing ? { id: existing.id } : {}),
    sku: input.sku,
    type: input.type ?? undefined,
    countryCodes: input.countryCodes,
    certificateNo: input.certificateNo,
    issuer: input.issuer,
    issuedAt: input.issuedAt,
    expiresAt: input.expiresAt || null,
    file: file ?? undefined,
    fileId,
  });
}
