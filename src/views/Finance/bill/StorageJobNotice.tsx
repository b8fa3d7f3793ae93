import { Alert, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { StorageJobResult } from '@/api/business/finance';
import { formatDate, formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { sumMoney } from '../parts/fee-words';

/** What the last run of the storage job did: what it posted, or that the day was charged already. */
export function StorageJobNotice({ result, onClose }: { result: StorageJobResult; onClose: () => void }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const day = formatDate(result.day, locale);
  const posted = result.posted.length > 0;
  const amount = posted
    ? formatMoney(sumMoney(result.posted.map((fee) => fee.amount)), result.posted[0].currency, locale)
    : '';
  return (
    <Alert
      color={posted ? 'green' : 'yellow'}
      title={t('finance.storage.doneTitle')}
      withCloseButton
      closeButtonLabel={t('common.cancel')}
      onClose={onClose}
      role="status"
    >
      <Text fz="sm">
        {posted
          ? t('finance.storage.posted', { day, count: result.posted.length, amount })
          : t('finance.storage.nothingPosted', { day })}
      </Text>
      {result.refused.length > 0 && (
        <Text fz="sm">{t('finance.storage.refused', { count: result.refused.length })}</Text>
      )}
    </Alert>
  );
}
