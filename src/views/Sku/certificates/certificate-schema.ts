import type { Certificate, CertificateFile } from '@/api/business/types/sku';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import {
  CERTIFICATE_FIELDS,
  CERTIFICATE_MIME_TYPES,
  EXPIRING_CERTIFICATES,
  readCertificate,
} from '@/api/rules/sku';
import { sharedRule } from '../parts/shared-rules';
import { CERTIFICATE_TYPE_OPTIONS } from '../parts/sku-options';
import { countryOptions } from '@/views/Business/shared/country-options';

/** The form's values: `file` a newly chosen File, or null to keep the stored one. */
export interface CertificateValues {
  sku: string;
  type: Certificate['type'] | null;
  countryCodes: string[];
  certificateNo: string;
  issuer: string;
  issuedAt: string | Date | null;
  expiresAt: string | Date | null;
  file: File | null;
}

const dayOf = (value: string | Date | null): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? '').slice(0, 10);

/** A chosen file as the record describes it (type as the browser reports it; the server sniffs the bytes). */
export const describeFile = (file: File): CertificateFile => ({
  name: file.name,
  mimeType: file.type as CertificateFile['mimeType'],
  sizeBytes: file.size,
});

/** The values as `Sku/SaveCertificate` reads them, the stored file standing in when none is chosen. */
export function toCertificateInput(values: CertificateValues, storedFile: CertificateFile | null) {
  return {
    ...values,
    issuedAt: dayOf(values.issuedAt),
    expiresAt: dayOf(values.expiresAt),
    file: values.file ? describeFile(values.file) : storedFile,
  };
}

export const needsExpiry = (type: string | null): boolean =>
  type !== null && EXPIRING_CERTIFICATES.includes(type);

export const ACCEPTED_FILES = CERTIFICATE_MIME_TYPES.join(',');

export function certificateSchema(
  language: string,
  { storedFile, skuHidden }: { storedFile: CertificateFile | null; skuHidden: boolean },
): FormSchema<CertificateValues> {
  const toInput = (values: CertificateValues) => toCertificateInput(values, storedFile);
  const ruled = (
    field: keyof typeof CERTIFICATE_FIELDS | 'file',
    required?: boolean,
  ): FieldRule<CertificateValues>[] => [
    sharedRule<CertificateValues>(readCertificate, field, {
      spec: field === 'file' ? undefined : CERTIFICATE_FIELDS[field],
      required,
      toInput,
    }),
  ];
  return [
    { field: 'sku', kind: 'text', label: 'sku.fields.sku', hidden: skuHidden, span: 24, rules: ruled('sku') },
    {
      field: 'type',
      kind: 'select',
      label: 'sku.certificate.type',
      options: CERTIFICATE_TYPE_OPTIONS,
      rules: ruled('type'),
    },
    {
      field: 'certificateNo',
      kind: 'text',
      label: 'sku.certificate.certificateNo',
      rules: ruled('certificateNo'),
    },
    { field: 'issuer', kind: 'text', label: 'sku.certificate.issuer', rules: ruled('issuer') },
    {
      field: 'countryCodes',
      kind: 'multiSelect',
      label: 'sku.certificate.countryCodes',
      description: 'sku.certificate.countryCodesHint',
      options: countryOptions(language),
      props: { searchable: true },
      rules: ruled('countryCodes'),
    },
    { field: 'issuedAt', kind: 'date', label: 'sku.certificate.issuedAt', rules: ruled('issuedAt') },
    {
      field: 'expiresAt',
      kind: 'date',
      label: 'sku.certificate.expiresAt',
      description: 'sku.certificate.expiresAtHint',
      rules: ruled('expiresAt'),
    },
    {
      field: 'file',
      kind: 'file',
      label: 'sku.certificate.file',
      description: 'sku.certificate.fileHint',
      span: 24,
      props: { accept: ACCEPTED_FILES },
      rules: ruled('file', storedFile === null),
    },
  ];
}
