import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import {
  DECLARATION_STATUSES,
  declarationReviewMachine,
} from '@machines/business/declaration-review.machine';
import {
  declarationAction,
  deleteDeclarations,
  getDeclarations,
  saveDeclaration,
  type SkuPartQuery,
} from '@/api/business/sku';
import type { Declaration, Sku } from '@/api/business/types/sku';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { countryName, formatMoney } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useLocale } from '@/i18n/use-locale';
import { RecordDialog } from '../parts/RecordDialog';
import type { RecordPermissions } from '../parts/record-permissions';
import { RecordRowActions } from '../parts/RecordRowActions';
import { ReviewButtons } from '../parts/ReviewButtons';
import { WithReviewRemark } from '../parts/StatusBadges';
import { useConfirmSkuRecordDelete, useEditing } from '../parts/record-editing';
import { useRecordReview } from '../parts/use-record-review';
import { DIRECTION_OPTIONS } from '../parts/sku-options';
import { declarationKey, type DeclarationValues } from './declaration-schema';
import { DeclarationForm } from './DeclarationForm';

export interface DeclarationsListProps {
  /** the SKU whose declarations these are (a detail tab); none: every SKU's, filtered in the URL */
  sku?: Pick<Sku, 'id' | 'sku'>;
  can: RecordPermissions;
  /** after a change that may have sent the SKU back to review */
  onChanged?: () => void;
}

const SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'sku.declaration.keyword' },
  { field: 'direction', kind: 'select', label: 'sku.declaration.direction', options: DIRECTION_OPTIONS },
];

const nameOf = (d: Declaration) => `${d.sku} ${d.countryCode} ${d.direction}`;

/** A SKU's customs declarations per country and direction (business.md §4), or everyone's on their page. */
export function DeclarationsList({ sku, can, onChanged }: DeclarationsListProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<Declaration, SkuPartQuery>({
    listId: sku ? 'sku.detail.declarations' : 'sku.declarations',
    fetch: getDeclarations,
    rowKey: (row) => row.id,
    baseQuery: sku ? { skuId: sku.id } : undefined,
    inUrl: !sku,
    defaultSort: { field: 'countryCode', order: 'asc' },
  });
  const { opened, record, openNew, openEdit, close } = useEditing<Declaration>();
  const confirmDelete = useConfirmSkuRecordDelete();
  const changed = () => {
    list.reload();
    onChanged?.();
  };
  const review = useRecordReview<Declaration>({
    machine: declarationReviewMachine,
    permission: can.review,
    run: (row, event, payload) =>
      event === 'reject'
        ? declarationAction(row.id, 'reject', { reason: payload.reason ?? '' })
        : declarationAction(row.id, 'approve'),
    nameOf,
    onChanged: changed,
  });
  const save = async (values: DeclarationValues) => {
    await saveDeclaration({ ...values, ...(record ? { id: record.id } : {}) });
    notifications.show({
      color: 'green',
      message: t('sku.declaration.saved', { country: values.countryCode }),
    });
    close();
    changed();
  };
  // the pairs this SKU already declares, as far as the page shows them (the server has the last word)
  const ownerId = sku?.id ?? record?.skuId;
  const taken = new Set(
    list.rows.filter((row) => row.skuId === ownerId && row.id !== record?.id).map(declarationKey),
  );

  const columns: TableColumn<Declaration>[] = [
    ...(sku ? [] : [{ field: 'sku', title: 'sku.fields.sku', width: 150, sortable: true }]),
    {
      field: 'countryCode',
      title: 'sku.declaration.countryCode',
      width: 170,
      sortable: true,
      render: (row) => `${row.countryCode} · ${countryName(row.countryCode, locale)}`,
    },
    { field: 'direction', title: 'sku.declaration.direction', width: 100, options: DIRECTION_OPTIONS },
    { field: 'declaredNameEn', title: 'sku.declaration.declaredNameEn', minWidth: 160, ellipsis: true },
    {
      field: 'declaredNameCn',
      title: 'sku.declaration.declaredNameCn',
      minWidth: 140,
      ellipsis: true,
      hidden: true,
    },
    { field: 'hsCode', title: 'sku.declaration.hsCode', width: 120 },
    {
      field: 'declaredValue',
      title: 'sku.declaration.declaredValue',
      width: 130,
      align: 'right',
      sortable: true,
      render: (row) => formatMoney(row.declaredValue, row.currency, locale),
    },
    { field: 'originCountry', title: 'sku.declaration.originCountry', width: 90 },
    {
      field: 'status',
      title: 'business.field.status',
      width: 110,
      render: (row) => (
        <WithReviewRemark remark={row.reviewRemark}>
          <StatusBadge kind="review" status={row.status} />
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
              ? () => confirmDelete(nameOf(row), () => deleteDeclarations([row.id]), changed)
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
        aria-label={t('sku.declaration.listTitle')}
        columns={shown}
        searchSchema={sku ? undefined : SEARCH}
        statusTabs={sku ? undefined : { kind: 'review', statuses: DECLARATION_STATUSES }}
        emptyMessage={t(can.add ? 'sku.declaration.emptyAdd' : 'sku.declaration.empty')}
        toolbar={
          can.add && (
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              {t('sku.declaration.add')}
            </Button>
          )
        }
      />
      <RecordDialog
        opened={opened}
        onClose={close}
        title={t(record ? 'sku.declaration.editTitle' : 'sku.declaration.addTitle')}
      >
        <DeclarationForm
          initial={record ?? (sku ? { sku: sku.sku } : undefined)}
          skuField={sku ? 'hidden' : record ? 'locked' : 'picker'}
          taken={taken}
          onSubmit={save}
          onCancel={close}
        />
      </RecordDialog>
      {review.dialog}
    </>
  );
}
