import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Recharge } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { PURSE_PATH, rechargeDetailPath } from '../parts/recharge-paths';
import { creditedOf } from './recharge-figures';
import { ReleasedOrders } from './ReleasedOrders';

/** What a card payment did at once: the amount credited and the orders it released. */
export function CreditedResult({ recharge, onAnother }: { recharge: Recharge; onAnother: () => void }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const amount = formatMoney(creditedOf(recharge), recharge.currency, locale);
  return (
    <Stack gap="md" maw={640}>
      <Alert
        color="green"
        role="status"
        title={t('finance.recharge.card.creditedTitle', { no: recharge.rechargeNo })}
      >
        {t('finance.recharge.card.credited', { amount })}
      </Alert>
      <Stack gap={4}>
        <Text fw={600}>{t('finance.recharge.released.title')}</Text>
        <ReleasedOrders orders={recharge.releasedOrders} />
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => navigate(rechargeDetailPath(recharge.id))}>
          {t('finance.recharge.card.view')}
        </Button>
        <Button variant="default" onClick={() => navigate(PURSE_PATH)}>
          {t('finance.recharge.card.toPurse')}
        </Button>
        <Button variant="subtle" onClick={onAnother}>
          {t('finance.recharge.card.another')}
        </Button>
      </Group>
    </Stack>
  );
}
