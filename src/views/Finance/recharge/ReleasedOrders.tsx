import { Anchor, List, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Recharge } from '@/api/business/types/documents';
import { detailPath } from '@/views/Outbound/parts/outbound-paths';

/** The orders held for ARREARS that crediting the recharge released, each a link to its order. */
export function ReleasedOrders({ orders }: { orders: Recharge['releasedOrders'] }) {
  const { t } = useTranslate();
  if (orders.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('finance.recharge.released.none')}
      </Text>
    );
  }
  return (
    <List aria-label={t('finance.recharge.released.title')} spacing={4} fz="sm">
      {orders.map((order) => (
        <List.Item key={order.id}>
          <Anchor href={`#${detailPath(order.id)}`} ff="monospace" fz="sm">
            {order.outboundNo}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
