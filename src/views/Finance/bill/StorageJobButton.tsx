import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { runStorageJob, type StorageJobResult } from '@/api/business/finance';
import { navigate } from '@/app/router/hash-location';
import { Permission } from '@/components/Permission/Permission';
import { formatDate, formatMoney, isoDay } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { describeFailure } from '@/views/Business/shared/action-error';
import { storageDayPath } from '../parts/fee-links';
import { FeeConfirm } from '../parts/FeeConfirm';
import { sumMoney } from '../parts/fee-words';

/** What a run of the job reads as: what it posted, or that the day was charged already. */
function describeRun(result: StorageJobResult, t: (key: string, params?: Record<string, string | number>) => string, locale: string) {
  const day = formatDate(result.day, locale);
  const refused = result.refused.length > 0 ? ` ${t('finance.storage.refused', { count: result.refused.length })}` : '';
  if (result.posted.length === 0) return { color: 'yellow', message: `${t('finance.storage.nothingPosted', { day })}${refused}` };
  const amount = formatMoney(sumMoney(result.posted.map((fee) => fee.amount)), result.posted[0].currency, locale);
  return { color: 'green', message: `${t('finance.storage.posted', { day, count: result.posted.length, amount })}${refused}` };
}

/**
 * The operator's run of the daily storage job for today's simulated day (business.md §9): asked first
 * (it posts money), then the bill shows the STORAGE_DAILY items of that day.
 */
export function StorageJobButton({ onDone }: { onDone?: (result: StorageJobResult) => void }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const day = isoDay();
  const run = async () => {
    setRunning(true);
    try {
      const result = await runStorageJob(day);
      const { color, message } = describeRun(result, t, locale);
      notifications.show({ color, title: t('finance.storage.doneTitle'), message });
      setAsking(false);
      onDone?.(result);
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
