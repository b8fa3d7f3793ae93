import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';

export interface ReviewButtonsProps {
  /** names the record in the buttons and the notice */
  name: string;
  /** stores the operator's verdict (the record saved with its new status) */
  decide: (verdict: 'approve' | 'reject') => Promise<unknown>;
  onDone: () => void;
}

/** The operator's verdict on a pending declaration or certificate. */
export function ReviewButtons({ name, decide, onDone }: ReviewButtonsProps) {
  const { t } = useTranslate();
  const [running, setRunning] = useState<'approve' | 'reject' | null>(null);
  const run = (verdict: 'approve' | 'reject') => {
    setRunning(verdict);
    decide(verdict).then(
      () => {
        setRunning(null);
        notifications.show({ color: 'green', message: t(`sku.review.${verdict}Done`, { name }) });
        onDone();
      },
      () => setRunning(null),
    );
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        color="green"
        loading={running === 'approve'}
        disabled={running !== null}
        aria-label={t('sku.review.approveOne', { name })}
        onClick={() => run('approve')}
      >
        {t('business.action.approve')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={running === 'reject'}
        disabled={running !== null}
        aria-label={t('sku.review.rejectOne', { name })}
        onClick={() => run('reject')}
      >
        {t('business.action.reject')}
      </Button>
    </Group>
  );
}
