import { Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { InboundCosts } from '@/api/business/inbound';
import { FeeTable } from '../parts/FeeTable';
import { formatDateTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** The estimate shown at submit beside the fee items actually posted to finance for the order. */
export function CostsPanel({ costs }: { costs: InboundCosts }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const currency = costs.posted[0]?.currency ?? costs.estimate.currency;
  const lastPosted = costs.posted.at(-1)?.at;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={4} fz="md">
          {t('inbound.costs.estimate')}
        </Title>
        <FeeTable
          lines={costs.estimate.items}
          currency={costs.estimate.currency}
          total={costs.estimate.total}
          label={t('inbound.costs.estimate')}
          emptyText={t('inbound.estimate.none')}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4} fz="md">
          {t('inbound.costs.posted')}
        </Title>
        {lastPosted ? (
          <Text fz="xs" c="dimmed">
            {t('inbound.costs.lastPosted', { at: formatDateTime(lastPosted, locale) })}
          </Text>
        ) : null}
        <FeeTable
          lines={costs.posted}
          currency={currency}
          total={costs.postedTotal}
          label={t('inbound.costs.posted')}
          emptyText={t('inbound.costs.noneYet')}
        />
      </Stack>
    </Stack>
  );
}
