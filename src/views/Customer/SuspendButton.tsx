import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { setCustomerSuspended, type CustomerOverview } from '@/api/business/customer';

/**
 * Suspends a customer after a confirmation (its users are signed out at once and kept out), or
 * resumes it (issue #41 §3).
 */
export function SuspendButton({ customer, onDone }: { customer: CustomerOverview; onDone: () => void }) {
  const { t } = useTranslate();
  const [busy, setBusy] = useState(false);
  const suspend = customer.status === 'ACTIVE';
  const key = suspend ? 'suspend' : 'resume';
  const run = () => {
    setBusy(true);
    setCustomerSuspended(customer.id, suspend)
      .then(({ signedOut }) =>
        notifications.show({
          color: 'teal',
          message: t(`customer.${key}.done`, { name: customer.name, count: signedOut }),
        }),
      )
      .catch(() => undefined) // the request client said why
      .finally(() => {
        setBusy(false);
        onDone();
      });
  };
  const confirm = () =>
    modals.openConfirmModal({
      title: t(`customer.${key}.title`, { name: customer.name }),
      children: <Text fz="sm">{t(`customer.${key}.message`, { name: customer.name })}</Text>,
      labels: { confirm: t(`customer.${key}.action`), cancel: t('common.cancel') },
      confirmProps: suspend ? { color: 'red' } : undefined,
      onConfirm: run,
    });
  return (
    <Button
      size="compact-sm"
      variant={suspend ? 'default' : 'light'}
      color={suspend ? 'red' : undefined}
      leftSection={suspend ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
      loading={busy}
      onClick={confirm}
    >
      {t(`customer.${key}.action`)}
    </Button>
  );
}
