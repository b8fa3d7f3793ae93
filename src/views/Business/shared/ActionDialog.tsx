import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { ActionFailure } from './action-error';
import { actionLabel, type ActionSpec } from './action-spec';

export const REASON_MAX = 255;

export interface ActionDialogProps {
  spec: ActionSpec;
  /** names the document in the dialog (its number) */
  document: string;
  running: boolean;
  failure: ActionFailure | null;
  onRun: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks before an action: a confirmation, a reason where one is needed, and the server's refusal; in the
 * kind's own words where its spec gives them.
 */
export function ActionDialog({ spec, document, running, failure, onRun, onClose }: ActionDialogProps) {
  const { t } = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const action = t(actionLabel(spec));
  const words = spec.wording ?? {};
  const params = { action, document };
  const message = words.message
    ? t(words.message, params)
    : !spec.reason && spec.confirm
      ? t('business.actionDialog.confirmMessage', params)
      : null;
  const reasonError =
    spec.reason === 'required' && reason.trim() === ''
      ? t('business.actionDialog.reasonRequired')
      : reason.length > REASON_MAX
        ? t('business.actionDialog.reasonTooLong', { max: REASON_MAX })
        : null;
  const submit = () => {
    setTouched(true);
    if (reasonError) return;
    onRun(reason.trim());
  };
  const fieldMessages = Object.entries(failure?.fields ?? {});
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        words.title
          ? t(words.title, params)
          : spec.reason
            ? t('business.actionDialog.reasonTitle', params)
            : spec.confirm
              ? t('business.actionDialog.confirmTitle', params)
              : `${action}: ${document}`
      }
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {message && <Text fz="sm">{message}</Text>}
          {spec.reason && (
            <Textarea
              label={t(words.reasonLabel ?? 'business.actionDialog.reasonLabel')}
              placeholder={t('business.actionDialog.reasonPlaceholder')}
              withAsterisk={spec.reason === 'required'}
              rows={3}
              data-autofocus
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={(touched && reasonError) || failure?.fields[spec.reasonField ?? 'reason']}
            />
          )}
          {failure && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t(failure.titleKey)}
              role="alert"
            >
              <Stack gap={4}>
                <Text fz="sm">{failure.message}</Text>
                {fieldMessages.length > 0 && (
                  <List size="sm">
                    {fieldMessages.map(([field, message]) => (
                      <List.Item key={field}>{message}</List.Item>
                    ))}
                  </List>
                )}
                {failure.stale && (
                  <Text fz="xs" c="dimmed">
                    {t('business.actionDialog.conflictHint')}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('business.common.cancel')}
            </Button>
            <Button
              type="submit"
              color={spec.color ?? (spec.confirm ? 'red' : undefined)}
              loading={running}
              disabled={failure?.stale}
            >
              {words.run ? t(words.run, params) : action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
