import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';

export interface RecordRowActionsProps {
  /** names the record in the buttons' accessible names */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** why editing is not possible (a binding in use…): the edit button shows disabled with it */
  locked?: string;
  children?: ReactNode;
}

/** A sub-record's row buttons: edit and delete as icons with names, plus any review buttons. */
export function RecordRowActions({ name, onEdit, onDelete, locked, children }: RecordRowActionsProps) {
  const { t } = useTranslate();
  return (
    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      {children}
      {onEdit && (
        <Tooltip label={locked ?? t('sku.common.editOne', { name })}>
          <ActionIcon
            variant="subtle"
            aria-label={t('sku.common.editOne', { name })}
            onClick={onEdit}
            disabled={locked !== undefined}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={locked ?? t('sku.common.deleteOne', { name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('sku.common.deleteOne', { name })}
            onClick={onDelete}
            disabled={locked !== undefined}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
