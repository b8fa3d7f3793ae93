import { Button, Group } from '@mantine/core';
import { useTranslate } from '@tolgee/react';

/** The foot of a step's form (pack, ship): cancel, and the step's own submit button. */
export function StepFormButtons({
  confirm,
  busy,
  onCancel,
}: {
  confirm: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslate();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {confirm}
      </Button>
    </Group>
  );
}
