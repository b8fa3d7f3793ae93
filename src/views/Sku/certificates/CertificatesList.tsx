import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import {
  CERTIFICATE_SHOWN_STATUSES,
  certificateReviewMachine,
} from '@machines/business/certificate-review.machine';
import {
  certificateAction,
  deleteCertificates,
  getCertificates,
  type SkuPartQuery,
} from '@/api/business/sku';
import type { Certificate, Sku } from '@/api/business/types/sku';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { formatDate } from '@/i18n/format';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useLocale } from '@/i18n/use-locale';
import { RecordDialog } from '../parts/RecordDialog';
import type { RecordPermissions } from '../parts/record-permissions';
import { RecordRowActions } from '../parts/RecordRowActions';
import { ReviewButtons } from '../parts/ReviewButtons';
import { CertificateStatusBadge, certificateStatusOf, WithReviewRemark } from '../parts/StatusBadges';
import { useConfirmSkuRecordDelete, useEditing } from '../parts/record-editing';
import { useRecordReview } from '../parts/use-record-review';
import { CERTIFICATE_TYPE_OPTIONS } from '../parts/sku-options';
import type { CertificateValues } from './certificate-schema';
import { CertificateForm } from './CertificateForm';
import { saveCertificateWithFile } from './save-certificate';

export interface CertificatesListProps {
  /** the SKU whose certificates these are (a detail tab); none: every SKU's, filtered in the URL */
  sku?: Pick<Sku, 'id' | 'sku'>;
  can: RecordPermissions;
  onChanged?: () => void;
}

const SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'sku.certificate.keyword' },
  { field: 'type', kind: 'select', label: 'sku.certificate.type', options: CERTIFICATE_TYPE_OPTIONS },
];

const nameOf = (c: Certificate) => `${c.sku} ${c.type} ${c.certificateNo}`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/** Certificates of SKUs (business.md §4): expired ones show as expired; battery SKUs need MSDS and UN38.3. */
export function CertificatesList({ sku, can, onChanged }: CertificatesListProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<Certificate, SkuPartQuery>({
    listId: sku ? 'sku.detail.certificates' : 'sku.certificates',
    fetch: getCertificates,
    rowKey: (row) => row.id,
    baseQuery: sku ? { skuId: sku.id } : undefined,
    inUrl: !sku,
    defaultSort: { field: 'issuedAt', order: 'desc' },
  });
  const { opened, record, openNew, openEdit, close } = useEditing<Certificate>();
  const confirmDelete = useConfirmSkuRecordDelete();
  const changed = () => {
    list.reload();
    onChanged?.();
  };
  const review = useRecordReview<Certificate>({
    machine: certificateReviewMachine,
    permission: can.review,
    run: (row, event, payload) =>
      event === 'reject'
        ? certificateAction(row.id, 'reject', { reason: payload.reason ?? '' })
        : certificateAction(row.id, 'approve'),
    nameOf,
    onChanged: changed,
  });
  const save = async (values: CertificateValues) => {
    const saved = await saveCertificateWithFile(values, record, sku?.id);
    notifications.show({
      color: 'green',
      message: t('sku.certificate.saved', { number: saved.certificateNo }),
    });
    close();
    changed();
  };

  const columns: TableColumn<Certificate>[] = [
    ...(sku ? [] : [{ field: 'sku', title: 'sku.fields.sku', width: 150 }]),
    {
      field: 'type',
      title: 'sku.certificate.type',
      width: 110,
      sortable: true,
      options: CERTIFICATE_TYPE_OPTIONS,
    },
    { field: 'certificateNo', title: 'sku.certificate.certificateNo', minWidth: 140 },
    { field: 'issuer', title: 'sku.certificate.issuer', minWidth: 120, ellipsis: true, hidden: Boolean(sku) },
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
    {
      field: 'actions',
      title: 'business.field.actions',
      alwaysShown: true,
      fixed: 'right',
      width: 200,
      render: (row) => (
        <RecordRowActions
          name={nameOf(row)}
          onEdit={can.edit ? () => openEdit(row) : undefined}
          onDelete={
            can.delete
              ? () => confirmDelete(nameOf(row), () => deleteCertificates([row.id]), changed)
              : undefined
          }
        >
          <ReviewButtons row={row} name={nameOf(row)} review={review} />
        </RecordRowActions>
      ),
    },
  ];

  const shown =
    can.edit || can.delete || can.review ? columns : columns.filter((column) => column.field !== 'actions');
  return (
    <>
      <BusinessList
        list={list}
        aria-label={t('sku.certificate.listTitle')}
        columns={shown}
        searchSchema={sku ? undefined : SEARCH}
        statusTabs={sku ? undefined : { kind: 'certificate', statuses: CERTIFICATE_SHOWN_STATUSES }}
        emptyMessage={t(can.add ? 'sku.certificate.emptyAdd' : 'sku.certificate.empty')}
        toolbar={
          can.add && (
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              {t('sku.certificate.add')}
            </Button>
          )
        }
      />
      <RecordDialog
        opened={opened}
        onClose={close}
        title={t(record ? 'sku.certificate.editTitle' : 'sku.certificate.addTitle')}
      >
        <CertificateForm certificate={record} sku={sku?.sku} onSubmit={save} onCancel={close} />
      </RecordDialog>
      {review.dialog}
    </>
  );
}
