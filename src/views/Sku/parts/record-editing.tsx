import { useTranslate } from '@tolgee/react';
import { useCallback, useState } from 'react';
import { useConfirmDelete } from '@/views/Business/shared/use-confirm-delete';

/**
 * The record a dialog edits (null: a new one) and whether it is open. The record stays while the
 * dialog fades out, so its title does not change on the way.
 */
export function useEditing<T>() {
  const [state, setState] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null });
  return {
    opened: state.opened,
    record: state.record,
    openNew: useCallback(() => setState({ opened: true, record: null }), []),
    openEdit: useCallback((record: T) => setState({ opened: true, record }), []),
    close: useCallback(() => setState((current) => ({ ...current, opened: false })), []),
  };
}

/** Asks before deleting a SKU's record, in the SKU pages' words (see useConfirmDelete). */
export function useConfirmSkuRecordDelete() {
  const { t } = useTranslate();
  const confirm = useConfirmDelete();
  return useCallback(
    (name: string, remove: () => Promise<unknown>, onDone: () => void) =>
      confirm(
        {
          title: t('sku.common.deleteTitle', { name }),
          message: t('sku.common.deleteMessage', { name }),
          deleted: t('sku.common.deleted', { name }),
        },
        remove,
        onDone,
      ),
    [confirm, t],
  );
}
