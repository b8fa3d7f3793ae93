import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { runStorageJob, type StorageJobResult } from '@/api/business/finance';
import { navigate } from '@/app/router/hash-location';
import { Permission } from '@/components/Permission/Permission';
import { formatDate, isoDay } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { describeFailure } from '@/views/Business/shared/action-error';
import { storageDayPath } from '../parts/fee-links';
import { FeeConfirm } from '../parts/FeeConfirm';

/**
 * The operator's run of the daily storage job for today's simulated day (business.md §9): asked first
 * (it posts money), then the bill shows the STORAGE_DAILY items of that day.
 */
export function StorageJobButton({ onDone }: { onDone: (result: StorageJobResult) => void }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const day = isoDay();
  const run = async () => {
    setRunning(true);
    try {
      const result = await runStorageJob(day);
      setAsking(false);
      onDone(result);
      navigate(storageDayPath(`STORAGE-${result.day}`));
    } catch (error) {
      const failure = describeFailure(error);
      notifications.show({ color: 'red', title: t(failure.titleKey), message: failure.message });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Permission value="finance:storageJob">
      <Button variant="light" onClick={() => setAsking(true)}>
        {t('finance.storage.run')}
      </Button>
      {asking && (
        <FeeConfirm
          title={t('finance.storage.confirmTitle')}
          message={t('finance.storage.confirmMessage', { day: formatDate(day, locale) })}
          run={t('finance.storage.run')}
          running={running}
          onRun={() => void run()}
          onClose={() => setAsking(false)}
        />
      )}
    </Permission>
  );
}
