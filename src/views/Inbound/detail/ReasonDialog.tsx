import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState, type ReactNode } from 'react';
import { fieldErrors } from '@/api/errors';
import type { ActionOutcome } from './use-order-action';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  message?: ReactNode;
  label: string;
  required: boolean;
  confirmLabel: string;
  color?: string;
  onConfirm: (reason: string) => Promise<ActionOutcome>;
  onClose: () => void;
}

/** A confirmation that asks why (a rejection, a cancellation); the reason may be required. */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened ? <ReasonForm {...props} /> : null}
    </Modal>
  );
}

function ReasonForm({
  message,
  label,
  required,
  confirmLabel,
  color,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (required && reason.trim() === '') {
      setError(t('inbound.rules.reasonRequired'));
      return;
    }
    setBusy(true);
    const outcome = await onConfirm(reason.trim());
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(fieldErrors(outcome.error).reason ?? '');
  };
  return (
    <Stack gap="md">
      {message ? <Text fz="sm">{message}</Text> : null}
      <Textarea
        label={label}
        withAsterisk={required}
        rows={3}
        maxLength={255}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError('');
        }}
        error={error || undefined}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button color={color} loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
