import {
  DECLARATION_STATUSES,
  declarationReviewMachine,
} from '@machines/business/declaration-review.machine';
import { declarationAction, deleteDeclarations, getDeclarations, saveDeclaration } from '@/api/business/sku';
import type { Declaration } from '@/api/business/types/sku';
import { countryName, formatMoney } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import type { RecordKind } from '../parts/RecordList';
import { DIRECTION_OPTIONS } from '../parts/sku-options';
import { WithReviewRemark } from '../parts/StatusBadges';
import { declarationKey, type DeclarationValues } from './declaration-schema';
import { DeclarationForm } from './DeclarationForm';

/** A SKU's customs declarations per country and direction (business.md §4), or everyone's on their page. */
export const DECLARATION_RECORDS: RecordKind<Declaration, DeclarationValues> = {
  words: 'declaration',
  listId: 'declarations',
  fetch: getDeclarations,
  ofSku: (sku) => ({ skuId: sku.id }),
  defaultSort: { field: 'countryCode', order: 'asc' },
  search: [
    { field: 'keyword', kind: 'text', label: 'sku.declaration.keyword' },
    { field: 'direction', kind: 'select', label: 'sku.declaration.direction', options: DIRECTION_OPTIONS },
  ],
  statusTabs: { kind: 'review', statuses: DECLARATION_STATUSES },
  columns: ({ inSku, locale }) => [
    ...(inSku ? [] : [{ field: 'sku', title: 'sku.fields.sku', width: 150, sortable: true }]),
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
  ],
  actionsWidth: 200,
  nameOf: (d) => `${d.sku} ${d.countryCode} ${d.direction}`,
  save: async (values, record) => {
    await saveDeclaration({ ...values, ...(record ? { id: record.id } : {}) });
    return ['sku.declaration.saved', { country: values.countryCode }];
  },
  remove: deleteDeclarations,
  form: ({ record, sku, rows, onSubmit, onCancel }) => {
    // the pairs this SKU already declares, as far as the page shows them (the server has the last word)
    const ownerId = sku?.id ?? record?.skuId;
    const taken = new Set(
      rows.filter((row) => row.skuId === ownerId && row.id !== record?.id).map(declarationKey),
    );
    return (
      <DeclarationForm
        initial={record ?? (sku ? { sku: sku.sku } : undefined)}
        skuField={sku ? 'hidden' : record ? 'locked' : 'picker'}
        taken={taken}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    );
  },
  review: {
    machine: declarationReviewMachine,
    run: (row, event, payload) =>
      event === 'reject'
        ? declarationAction(row.id, 'reject', { reason: payload.reason ?? '' })
        : declarationAction(row.id, 'approve'),
  },
};
