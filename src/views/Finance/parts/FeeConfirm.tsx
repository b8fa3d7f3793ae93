import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';

export interface FeeConfirmProps {
  title: string;
  message: ReactNode;
  run: string;
  running: boolean;
  onRun: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a step that posts or bills money (the storage job, closing a period). */
export function FeeConfirm({ title, message, run, running, onRun, onClose }: FeeConfirmProps) {
  const { t } = useTranslate();
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Text fz="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={running}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onRun} loading={running} data-autofocus>
            {run}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
