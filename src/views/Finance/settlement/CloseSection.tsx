import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { closeSettlement, previewSettlement } from '@/api/business/finance';
import { navigate } from '@/app/router/hash-location';
import { useServerData } from '@/app/use-server-data';
import { Permission } from '@/components/Permission/Permission';
import { formatDate } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { describeFailure } from '@/views/Business/shared/action-error';
import { FeeConfirm } from '../parts/FeeConfirm';
import { settlementDetailPath } from '../parts/settlement-paths';
import { ClosePreview } from './ClosePreview';

export interface CloseSectionProps {
  customerId: string;
  periodFrom: string;
  periodTo: string;
}

/** The preview of one customer's period and, once it shows, the close (asked first). */
export function CloseSection({ customerId, periodFrom, periodTo }: CloseSectionProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const preview = useServerData(['finance.settlement.preview', customerId, periodFrom, periodTo], () =>
    previewSettlement(customerId, periodFrom, periodTo),
  );
  const [asking, setAsking] = useState(false);
  const [closing, setClosing] = useState(false);
  const close = async () => {
    setClosing(true);
    try {
      const statement = await closeSettlement(customerId, periodFrom, periodTo);
      notifications.show({
        color: 'green',
        message: t('finance.settlement.close.done', { settlementNo: statement.settlementNo }),
      });
      navigate(settlementDetailPath(statement.id));
    } catch (error) {
      const failure = describeFailure(error);
      notifications.show({ color: 'red', title: t(failure.titleKey), message: failure.message });
      setAsking(false);
      preview.reload();
    } finally {
      setClosing(false);
    }
  };
  return (
    <Stack>
      <ClosePreview preview={preview} onRetry={preview.reload} />
      <Group>
        <Permission value="settlement:close">
          <Button disabled={preview.status !== 'loaded'} onClick={() => setAsking(true)}>
            {t('finance.settlement.close.run')}
          </Button>
        </Permission>
      </Group>
      {asking && (
        <FeeConfirm
          title={t('finance.settlement.close.confirmTitle')}
          message={t('finance.settlement.close.confirmMessage', {
            customer: customerId,
            from: formatDate(periodFrom, locale),
            to: formatDate(periodTo, locale),
          })}
          run={t('finance.settlement.close.run')}
          running={closing}
          onRun={() => void close()}
          onClose={() => setAsking(false)}
        />
      )}
    </Stack>
  );
}
