import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useCallback } from 'react';

/** What the confirmation and the report say, in the user's language. */
export interface DeleteWording<R = unknown> {
  title: string;
  message: string;
  /** the report once the server has deleted it (from its answer: how many went, say) */
  deleted: string | ((answer: R) => string);
}

/**
 * Asks before deleting a record (or several), then deletes and reports. The server may still refuse
 * (409 when the record is in use): the request client has shown its reason by then, and `onDone`
 * runs either way, since the list may be stale, told whether the deletion went through.
 */
export function useConfirmDelete() {
  const { t } = useTranslate();
  return useCallback(
    <R,>(wording: DeleteWording<R>, remove: () => Promise<R>, onDone: (deleted: boolean) => void) =>
      modals.openConfirmModal({
        title: wording.title,
        children: <Text fz="sm">{wording.message}</Text>,
        labels: { confirm: t('business.action.delete'), cancel: t('business.common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          remove().then(
            (answer) => {
              const { deleted } = wording;
              notifications.show({
                color: 'green',
                message: typeof deleted === 'function' ? deleted(answer) : deleted,
              });
              onDone(true);
            },
            () => onDone(false),
          );
        },
      }),
    [t],
  );
}
