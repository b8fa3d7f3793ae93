import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useCallback, useState } from 'react';

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

/** Asks before deleting a record (the server may still refuse: 409 when it is in use), then reports. */
export function useConfirmDelete() {
  const { t } = useTranslate();
  return useCallback(
    (name: string, remove: () => Promise<unknown>, onDone: () => void) =>
      modals.openConfirmModal({
        title: t('sku.common.deleteTitle', { name }),
        children: <Text fz="sm">{t('sku.common.deleteMessage', { name })}</Text>,
        labels: { confirm: t('business.action.delete'), cancel: t('business.common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          remove().then(
            () => {
              notifications.show({ color: 'green', message: t('sku.common.deleted', { name }) });
              onDone();
            },
            // the request client has shown the server's reason; the list may be stale
            () => onDone(),
          );
        },
      }),
    [t],
  );
}
