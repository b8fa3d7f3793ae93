import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';

/**
 * A master record's row buttons (a warehouse, a carrier): edit, and delete, each only where given
 * (the caller decides by permission and chart; its `onDelete` asks before deleting).
 */
export function EditDeleteButtons({ onEdit, onDelete }: { onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslate();
  return (
    <>
      {onEdit && (
        <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={onEdit}>
          {t('business.action.edit')}
        </Button>
      )}
      {onDelete && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
        >
          {t('business.action.delete')}
        </Button>
      )}
    </>
  );
}
