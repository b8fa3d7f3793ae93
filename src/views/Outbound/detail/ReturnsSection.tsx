import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useId } from 'react';
import { getRmaList } from '@/api/business/rma';
import type { OutboundOrder } from '@/api/business/types/documents';
import { useServerData } from '@/app/use-server-data';
import { formatDateTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { HashLink } from '@/views/Business/shared/HashLink';
import { RetryAlert } from '@/views/Business/shared/RetryAlert';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { stepAt } from '@/views/Rma/detail/rma-facts';
import { rmaDetailPath, rmaFromOutboundPath } from '@/views/Rma/parts/rma-paths';

/**
 * The returns forecast for this order (linked), and, once the order has shipped, a link to
 * forecast one more (for the customer, who forecasts returns).
 */
export function ReturnsSection({ order, canForecast }: { order: OutboundOrder; canForecast: boolean }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const titleId = useId();
  const rmas = useServerData(['outbound.detail', 'returns', order.outboundNo, order.updatedAt], () =>
    getRmaList({
      pageIndex: 1,
      pageSize: 50,
      keyword: order.outboundNo,
      customerId: order.customerId,
    }).then((page) => page.list.filter((rma) => rma.originalOutboundNo === order.outboundNo)),
  );
  const shipped = stepAt(order, 'ship') !== null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz="md" id={titleId}>
          {t('rma.detail.outbound.title')}
        </Title>
        {shipped && canForecast ? (
          <HashLink to={rmaFromOutboundPath(order.outboundNo)} fz="sm">
            {t('rma.detail.outbound.forecast')}
          </HashLink>
        ) : null}
      </Group>
      {rmas.status === 'failed' ? (
        <RetryAlert title={t('rma.detail.outbound.loadFailed')} onRetry={rmas.reload} />
      ) : !rmas.data ? (
        <Skeleton h={16} w="40%" role="status" aria-label={t('common.loading')} />
      ) : rmas.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('rma.detail.outbound.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rmas.data.map((rma) => (
            <Group key={rma.id} component="li" gap="xs" wrap="wrap">
              <HashLink to={rmaDetailPath(rma.id)}>{rma.rmaNo}</HashLink>
              <StatusBadge kind="rma" status={rma.status} />
              <Text fz="xs" c="dimmed">
                {formatDateTime(rma.createdAt, locale)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
