import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { ApiError, fieldErrors } from '@/api/errors';
import { updateOutboundBatchRemark } from '@/api/business/outbound-batch';
import type { OutboundBatch } from '@/api/business/types/documents';
import { BATCH_FIELDS } from '@/api/rules/batch';
import { readFields, type FieldErrors } from '@/api/rules/fields';

export interface RemarkEditorProps {
  batch: OutboundBatch | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The batch's remark (until it is handed over): the shared rule first, then the server's word at the field. */
export function RemarkEditor({ batch, onClose, onSaved }: RemarkEditorProps) {
  const { t } = useTranslate();
  const [remark, setRemark] = useState(batch?.remark ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!batch) return;
    const found: FieldErrors = {};
    readFields({ remark }, { remark: BATCH_FIELDS.remark }, found);
    if (found.remark) {
      setError(t(`outbound.batch.rule.${found.remark}`));
      return;
    }
    setSaving(true);
    try {
      await updateOutboundBatchRemark(batch.id, remark, { silent: true });
      notifications.show({ color: 'green', message: t('outbound.batch.done.remark', { no: batch.batchNo }) });
      onSaved();
      onClose();
    } catch (failure) {
      setError(
        fieldErrors(failure).remark ?? (failure instanceof ApiError ? failure.message : String(failure)),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      opened={batch !== null}
      onClose={onClose}
      title={t('outbound.batch.remarkTitle', { no: batch?.batchNo ?? '' })}
    >
      <Stack gap="md">
        <Textarea
          label={t('business.field.remark')}
          value={remark}
          onChange={(event) => {
            setRemark(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('outbound.batch.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t('outbound.batch.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
