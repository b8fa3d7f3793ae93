import { Group, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useEffect, useEffectEvent } from 'react';
import type { Certificate } from '@/api/business/types/sku';
import { readCertificate } from '@/api/rules/sku';
import { RecordForm, useRecordForm } from '../parts/RecordForm';
import { sharedRule } from '../parts/shared-rules';
import {
  certificateSchema,
  needsExpiry,
  toCertificateInput,
  type CertificateValues,
} from './certificate-schema';

export interface CertificateFormProps {
  /** the certificate to edit; none: a new one */
  certificate?: Certificate | null;
  /** the SKU a new certificate is for; without it the user picks one */
  sku?: string;
  /** a 422 it throws (the upload's or the save's) lands at the fields */
  onSubmit: (values: CertificateValues) => unknown;
  onCancel?: () => void;
  initialErrors?: Record<string, string>;
}

const startValues = (
  certificate: Certificate | null,
  sku: string | undefined,
): Partial<CertificateValues> => ({
  sku: certificate?.sku ?? sku ?? '',
  type: certificate?.type ?? null,
  countryCodes: certificate?.countryCodes ?? [],
  certificateNo: certificate?.certificateNo ?? '',
  issuer: certificate?.issuer ?? '',
  issuedAt: certificate?.issuedAt.slice(0, 10) ?? null,
  expiresAt: certificate?.expiresAt?.slice(0, 10) ?? null,
  file: null,
});

/**
 * A certificate of a SKU (business.md §4): type, countries, number, issuer, dates and its file (PDF,
 * JPG or PNG up to 10 MB), checked with the back-end's rules; MSDS and UN38.3 need an expiry date.
 */
export function CertificateForm({
  certificate = null,
  sku,
  onSubmit,
  onCancel,
  initialErrors,
}: CertificateFormProps) {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const storedFile = certificate?.file ?? null;
  const form = useRecordForm(
    () => certificateSchema(language, { storedFile, skuHidden: Boolean(certificate || sku) }),
    {
      initialValues: startValues(certificate, sku),
      pickSku: !certificate && !sku,
      initialErrors,
    },
  );
  const type = form.values.type;

  // the expiry date is required only for the certificates that expire: the mark follows the type
  const markExpiry = useEffectEvent((required: boolean) => {
    const toInput = (values: CertificateValues) => toCertificateInput(values, storedFile);
    form.setFieldProps('expiresAt', {
      rules: [sharedRule(readCertificate, 'expiresAt', { required, toInput })],
    });
  });
  useEffect(() => markExpiry(needsExpiry(type)), [type]);

  return (
    <RecordForm
      form={form}
      titleKey="sku.certificate.formTitle"
      saveKey="sku.certificate.save"
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {storedFile && !form.values.file && (
        <Group gap={6} mt="sm">
          <IconPaperclip size={14} aria-hidden />
          <Text fz="sm" c="dimmed">
            {t('sku.certificate.storedFile', { name: storedFile.name })}
          </Text>
        </Group>
      )}
    </RecordForm>
  );
}
