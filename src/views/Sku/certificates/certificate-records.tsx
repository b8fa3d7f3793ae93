import { Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import {
  CERTIFICATE_SHOWN_STATUSES,
  certificateReviewMachine,
} from '@machines/business/certificate-review.machine';
import { certificateAction, deleteCertificates, getCertificates } from '@/api/business/sku';
import type { Certificate } from '@/api/business/types/sku';
import { formatDate } from '@/i18n/format';
import type { RecordKind } from '../parts/RecordList';
import { CERTIFICATE_TYPE_OPTIONS } from '../parts/sku-options';
import { CertificateStatusBadge, certificateStatusOf, WithReviewRemark } from '../parts/StatusBadges';
import type { CertificateValues } from './certificate-schema';
import { CertificateForm } from './CertificateForm';
import { saveCertificateWithFile } from './save-certificate';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/** Certificates of SKUs (business.md §4): expired ones show as expired; battery SKUs need MSDS and UN38.3. */
export const CERTIFICATE_RECORDS: RecordKind<Certificate, CertificateValues> = {
  words: 'certificate',
  listId: 'certificates',
  fetch: getCertificates,
  ofSku: (sku) => ({ skuId: sku.id }),
  defaultSort: { field: 'issuedAt', order: 'desc' },
  search: [
    { field: 'keyword', kind: 'text', label: 'sku.certificate.keyword' },
    { field: 'type', kind: 'select', label: 'sku.certificate.type', options: CERTIFICATE_TYPE_OPTIONS },
  ],
  statusTabs: { kind: 'certificate', statuses: CERTIFICATE_SHOWN_STATUSES },
  columns: ({ inSku, locale, t }) => [
    ...(inSku ? [] : [{ field: 'sku', title: 'sku.fields.sku', width: 150 }]),
    {
      field: 'type',
      title: 'sku.certificate.type',
      width: 110,
      sortable: true,
      options: CERTIFICATE_TYPE_OPTIONS,
    },
    { field: 'certificateNo', title: 'sku.certificate.certificateNo', minWidth: 140 },
    { field: 'issuer', title: 'sku.certificate.issuer', minWidth: 120, ellipsis: true, hidden: inSku },
    {
      field: 'countryCodes',
      title: 'sku.certificate.countryCodes',
      width: 140,
      render: (row) =>
        row.countryCodes.length ? row.countryCodes.join(', ') : t('sku.certificate.allCountries'),
    },
    {
      field: 'issuedAt',
      title: 'sku.certificate.issuedAt',
      width: 120,
      sortable: true,
      render: (row) => formatDate(row.issuedAt, locale),
    },
    {
      field: 'expiresAt',
      title: 'sku.certificate.expiresAt',
      width: 120,
      sortable: true,
      render: (row) => (
        <Text span fz="sm" c={certificateStatusOf(row) === 'EXPIRED' ? 'red' : undefined}>
          {formatDate(row.expiresAt, locale)}
        </Text>
      ),
    },
    {
      field: 'file',
      title: 'sku.certificate.file',
      minWidth: 160,
      hidden: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <IconFileText size={14} aria-hidden />
          <Text span fz="sm" truncate>
            {row.file.name} ({megabytes(row.file.sizeBytes)})
          </Text>
        </Group>
      ),
    },
    {
      field: 'status',
      title: 'business.field.status',
      width: 110,
      render: (row) => (
        <WithReviewRemark remark={row.reviewRemark}>
          <CertificateStatusBadge certificate={row} />
        </WithReviewRemark>
      ),
    },
  ],
  actionsWidth: 200,
  nameOf: (c) => `${c.sku} ${c.type} ${c.certificateNo}`,
  save: async (values, record, sku) => {
    const saved = await saveCertificateWithFile(values, record, sku?.id);
    return ['sku.certificate.saved', { number: saved.certificateNo }];
  },
  remove: deleteCertificates,
  form: ({ record, sku, onSubmit, onCancel }) => (
    <CertificateForm certificate={record} sku={sku?.sku} onSubmit={onSubmit} onCancel={onCancel} />
  ),
  review: {
    machine: certificateReviewMachine,
    run: (row, event, payload) =>
      event === 'reject'
        ? certificateAction(row.id, 'reject', { reason: payload.reason ?? '' })
        : certificateAction(row.id, 'approve'),
  },
};
