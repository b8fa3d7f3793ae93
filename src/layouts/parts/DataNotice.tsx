import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconArchive, IconDatabaseOff, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from '@tolgee/react';
import { getDataStatus, settleKeptAside } from '@/api/business/demo-data';
import { DATA_STATUS_EVENT, type DataStatus, type KeptAsideChoice } from '@/api/business/types/demo-data';
import { formatDateTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';

const KEY = ['mock-data-status'];

/**
 * What happened to the data this browser keeps, above every page (#17): an old copy kept aside (the
 * operator keeps it there or discards it), data that could not be read (nothing is saved until a
 * reload reads it), or a change that could not be saved. Nothing shows while all is well.
 */
export function DataNotice() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: getDataStatus });
  useEffect(() => {
    const again = () => void client.invalidateQueries({ queryKey: KEY });
    window.addEventListener(DATA_STATUS_EVENT, again);
    return () => window.removeEventListener(DATA_STATUS_EVENT, again);
  }, [client]);
  const status = query.data;
  if (!status || !anyNotice(status)) return null;
  return (
    <Stack gap="xs" mb="sm">
      {status.readFailed ? <ReadFailed /> : null}
      {status.saveFailed ? <SaveFailed /> : null}
      {status.keptAside ? <KeptAside aside={status.keptAside} /> : null}
    </Stack>
  );
}

const anyNotice = (status: DataStatus) => status.readFailed || status.saveFailed || status.keptAside !== null;

function ReadFailed() {
  const { t } = useTranslate();
  return (
    <Alert
      color="red"
      icon={<IconDatabaseOff size={18} />}
      title={t('businessAdmin.dataNotice.readFailedTitle')}
    >
      <Text fz="sm">{t('businessAdmin.dataNotice.readFailed')}</Text>
      <Button
        mt="xs"
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconRefresh size={14} />}
        onClick={() => window.location.reload()}
      >
        {t('businessAdmin.dataNotice.reload')}
      </Button>
    </Alert>
  );
}

function SaveFailed() {
  const { t } = useTranslate();
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('businessAdmin.dataNotice.saveFailedTitle')}
    >
      <Text fz="sm">{t('businessAdmin.dataNotice.saveFailed')}</Text>
    </Alert>
  );
}

function KeptAside({ aside }: { aside: NonNullable<DataStatus['keptAside']> }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const client = useQueryClient();
  const operator = useBusinessRole() === 'operator';
  const [busy, setBusy] = useState<KeptAsideChoice | null>(null);
  const settle = (choice: KeptAsideChoice) => {
    setBusy(choice);
    void settleKeptAside(choice)
      .then(() => client.invalidateQueries({ queryKey: KEY }))
      // The request client has already shown the error.
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  const discard = () =>
    modals.openConfirmModal({
      title: t('businessAdmin.dataNotice.discardTitle'),
      children: <Text fz="sm">{t('businessAdmin.dataNotice.discardMessage')}</Text>,
      labels: { confirm: t('businessAdmin.dataNotice.discard'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => settle('discard'),
    });
  const at = formatDateTime(aside.at, locale);
  const what =
    aside.reason === 'version' && aside.version !== null
      ? t('businessAdmin.dataNotice.keptAsideVersion', { version: aside.version, at })
      : t('businessAdmin.dataNotice.keptAsideShape', { at });
  return (
    <Alert
      color="yellow"
      icon={<IconArchive size={18} />}
      title={t('businessAdmin.dataNotice.keptAsideTitle')}
    >
      <Text fz="sm">{what}</Text>
      {operator ? (
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="light"
            loading={busy === 'keep'}
            disabled={busy !== null}
            onClick={() => settle('keep')}
          >
            {t('businessAdmin.dataNotice.keep')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={busy === 'discard'}
            disabled={busy !== null}
            onClick={discard}
          >
            {t('businessAdmin.dataNotice.discard')}
          </Button>
        </Group>
      ) : (
        <Text fz="xs" c="dimmed" mt={4}>
          {t('businessAdmin.dataNotice.operatorDecides')}
        </Text>
      )}
    </Alert>
  );
}
