import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState, type ReactNode } from 'react';
import { setup, type AnyStateMachine } from 'xstate';
import type { SkuPartQuery } from '@/api/business/sku';
import type { ListResult } from '@/api/business/types/api';
import type { Sku } from '@/api/business/types/sku';
import { ApiError } from '@/api/errors';
import type { SortState, TableColumn } from '@/components/Table/types';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import type { StatusKind } from '@/views/Business/shared/StatusBadge';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { RecordDialog } from './RecordDialog';
import { useConfirmSkuRecordDelete, useEditing } from './record-editing';
import type { RecordPermissions } from './record-permissions';
import { RecordRowActions } from './RecordRowActions';
import { ReviewButtons } from './ReviewButtons';
import { useRecordReview } from './use-record-review';

/** The SKU a list inside its detail page is about. */
export type SkuRef = Pick<Sku, 'id' | 'sku'>;

/** A notice: its message key and parameters. */
export type Notice = readonly [key: string, params?: Record<string, string | number>];

/** What a kind's columns may depend on. */
export interface RecordColumnsView<R> {
  /** inside one SKU's detail page (its SKU column goes) */
  inSku: boolean;
  locale: string;
  t: ReturnType<typeof useTranslate>['t'];
  /** a record the server refused to change because it is in use */
  isLocked: (row: R) => boolean;
}

/** What a kind's form is given, in the list's dialog. */
export interface RecordFormSlot<R, V> {
  /** the record to edit; null: a new one */
  record: R | null;
  sku?: SkuRef;
  /** the records the list shows (a form may check against them, the server has the last word) */
  rows: readonly R[];
  /** a 422 it throws lands at the form's fields */
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
}

/** One kind of record kept around a SKU (declarations, certificates, listings, cartons). */
export interface RecordKind<R extends { id: string; status: string }, V> {
  /** its message group `sku.<words>.*`: listTitle, add, addTitle, editTitle, empty, emptyAdd */
  words: string;
  /** the list's id: `sku.<listId>` on its own page, `sku.detail.<listId>` in a SKU's tab */
  listId: string;
  fetch: (query: SkuPartQuery) => Promise<ListResult<R>>;
  /** the filter that keeps one SKU's records */
  ofSku: (sku: SkuRef) => Partial<SkuPartQuery>;
  defaultSort: SortState;
  /** the filter bar on the records' own page */
  search: FilterSchema;
  statusTabs: { kind: StatusKind; statuses: readonly string[] };
  /** every column but the actions */
  columns: (view: RecordColumnsView<R>) => TableColumn<R>[];
  /** @default 100 */
  actionsWidth?: number;
  /** names a record in buttons and dialogs */
  nameOf: (row: R) => string;
  /** saves the form's values (a new record when `record` is null) and says what to tell the user */
  save: (values: V, record: R | null, sku: SkuRef | undefined) => Promise<Notice>;
  remove: (ids: string[]) => Promise<unknown>;
  form: (slot: RecordFormSlot<R, V>) => ReactNode;
  /** said above the form */
  formHint?: (t: RecordColumnsView<R>['t']) => ReactNode;
  /** the operator's review (approve, reject) through the kind's chart */
  review?: {
    machine: AnyStateMachine;
    run: (row: R, event: 'approve' | 'reject', payload: Record<string, string>) => Promise<unknown>;
  };
  /**
   * the message key of a record the server refused to change (409: in use); the API does not say
   * which records are, so the list learns it from the refusals and shows the row locked after
   */
  lockedOnConflict?: string;
}

export interface RecordListProps<R extends { id: string; status: string }, V> {
  kind: RecordKind<R, V>;
  /** the SKU whose records these are (a detail tab); none: every SKU's, filtered in the URL */
  sku?: SkuRef;
  can: RecordPermissions;
  /** after a change that may have sent the SKU back to review */
  onChanged?: () => void;
}

const isConflict = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.code === 409);

/** A kind without a review: a chart without events, so nothing is ever offered. */
const NOT_REVIEWED = setup({}).createMachine({ id: 'notReviewed' });
const notReviewed = () => Promise.reject(new Error('this kind of record is not reviewed'));

/**
 * The records of one kind around SKUs (business.md §4): on their own page every SKU's, filtered in
 * the address, or one SKU's in its detail tab; added and edited in a dialog, deleted after a
 * confirmation, reviewed by the operator where the kind has a review chart.
 */
export function RecordList<R extends { id: string; status: string }, V>({
  kind,
  sku,
  can,
  onChanged,
}: RecordListProps<R, V>) {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<R, SkuPartQuery>({
    listId: sku ? `sku.detail.${kind.listId}` : `sku.${kind.listId}`,
    fetch: kind.fetch,
    rowKey: (row) => row.id,
    baseQuery: sku ? kind.ofSku(sku) : undefined,
    inUrl: !sku,
    defaultSort: kind.defaultSort,
  });
  const { opened, record, openNew, openEdit, close } = useEditing<R>();
  const confirmDelete = useConfirmSkuRecordDelete();
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const lock = (id: string) => setLocked((previous) => new Set(previous).add(id));
  const changed = () => {
    list.reload();
    onChanged?.();
  };
  const review = useRecordReview<R>({
    machine: kind.review?.machine ?? NOT_REVIEWED,
    permission: kind.review ? can.review : null,
    run: kind.review?.run ?? notReviewed,
    nameOf: kind.nameOf,
    onChanged: changed,
  });

  const save = async (values: V) => {
    try {
      const [key, params] = await kind.save(values, record, sku);
      notifications.show({ color: 'green', message: t(key, params) });
      close();
      changed();
    } catch (error) {
      if (kind.lockedOnConflict && record && isConflict(error)) {
        lock(record.id);
        close();
        return;
      }
      throw error;
    }
  };
  const remove = (row: R) =>
    kind.remove([row.id]).catch((error: unknown) => {
      if (kind.lockedOnConflict && isConflict(error)) lock(row.id);
      throw error;
    });

  const view: RecordColumnsView<R> = {
    inSku: Boolean(sku),
    locale,
    t,
    isLocked: (row) => locked.has(row.id),
  };
  const actions: TableColumn<R> = {
    field: 'actions',
    title: 'business.field.actions',
    alwaysShown: true,
    fixed: 'right',
    width: kind.actionsWidth ?? 100,
    render: (row) => (
      <RecordRowActions
        name={kind.nameOf(row)}
        locked={kind.lockedOnConflict && locked.has(row.id) ? t(kind.lockedOnConflict) : undefined}
        onEdit={can.edit ? () => openEdit(row) : undefined}
        onDelete={can.delete ? () => confirmDelete(kind.nameOf(row), () => remove(row), changed) : undefined}
      >
        {kind.review && <ReviewButtons row={row} name={kind.nameOf(row)} review={review} />}
      </RecordRowActions>
    ),
  };
  const withActions = can.edit || can.delete || (kind.review !== undefined && can.review !== null);
  const { words } = kind;
  return (
    <>
      <BusinessList
        list={list}
        aria-label={t(`sku.${words}.listTitle`)}
        columns={withActions ? [...kind.columns(view), actions] : kind.columns(view)}
        searchSchema={sku ? undefined : kind.search}
        statusTabs={sku ? undefined : kind.statusTabs}
        emptyMessage={t(can.add ? `sku.${words}.emptyAdd` : `sku.${words}.empty`)}
        toolbar={
          can.add && (
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              {t(`sku.${words}.add`)}
            </Button>
          )
        }
      />
      <RecordDialog
        opened={opened}
        onClose={close}
        title={t(record ? `sku.${words}.editTitle` : `sku.${words}.addTitle`)}
      >
        {kind.formHint?.(t)}
        {kind.form({ record, sku, rows: list.rows, onSubmit: save, onCancel: close })}
      </RecordDialog>
      {review.dialog}
    </>
  );
}
