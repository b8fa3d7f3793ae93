import { Badge, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { SampleStatus } from '@/api/sample-types';
import type { RowIconAction } from '@/components/Table/RowIconActions';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function StatusBadge({ status, t }: { status: SampleStatus; t: Translate }) {
  return (
    <Badge variant="light" color={status === 1 ? 'teal' : 'gray'}>
      {t(status === 1 ? 'authorization.status.enabled' : 'authorization.status.disabled')}
    </Badge>
  );
}

/** A management row's edit and delete buttons, named after the row, behind their button permissions. */
export const editAndDelete = (
  t: Translate,
  name: string,
  onEdit: () => void,
  onDelete: () => void,
): RowIconAction[] => [
  {
    label: t('authorization.actions.editRow', { name }),
    icon: <IconEdit size={18} />,
    onClick: onEdit,
    permission: 'edit',
  },
  {
    label: t('authorization.actions.deleteRow', { name }),
    icon: <IconTrash size={18} />,
    onClick: onDelete,
    color: 'red',
    permission: 'delete',
  },
];

/** Asks before a delete; `onConfirm` runs the request. */
export function confirmDelete(t: Translate, message: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: t('authorization.deleteTitle'),
    children: <Text fz="sm">{message}</Text>,
    labels: { confirm: t('authorization.actions.delete'), cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** Ignores a failed request: the request client has already shown the server's message. */
export const shownByClient = () => undefined;
