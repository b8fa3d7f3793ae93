import { Button, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { OutboundBatchDetail, OutboundOrder } from '@/api/business/types/documents';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { detailPath } from '../parts/outbound-paths';

export interface BatchOrdersProps {
  batch: OutboundBatchDetail;
  /** given when the chart lets orders leave the batch now; asks first */
  onRemove?: (order: OutboundOrder) => Promise<void>;
  removing: string | null;
}

/** The batch's orders as they are now, with the tracking number each was printed with. */
export function BatchOrders({ batch, onRemove, removing }: BatchOrdersProps) {
  const { t } = useTranslate();
  const ask = (order: OutboundOrder) =>
    modals.openConfirmModal({
      title: t('outbound.batch.remove.title', { no: order.outboundNo }),
      children: (
        <Text fz="sm">
          {t('outbound.batch.remove.message', { no: order.outboundNo, batch: batch.batchNo })}
        </Text>
      ),
      labels: { confirm: t('outbound.batch.remove.confirm'), cancel: t('outbound.batch.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void onRemove?.(order),
    });
  if (batch.orders.length === 0) {
    return (
      <Text fz="sm" c="dimmed" ta="center" py="lg">
        {t('outbound.batch.detail.noOrders')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={t('outbound.batch.detail.orders')} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('business.field.documentNo')}</Table.Th>
            <Table.Th>{t('business.field.status')}</Table.Th>
            <Table.Th>{t('outbound.batch.field.trackingNo')}</Table.Th>
            {onRemove ? <Table.Th w={120} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batch.orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Text component="a" href={`#${detailPath(order.id)}`} fz="sm" ff="monospace" c="blue">
                  {order.outboundNo}
                </Text>
                <Text fz="xs" c="dimmed">
                  {order.referenceNo}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge kind="outbound" status={order.status} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" ff="monospace">
                  {batch.trackingNos[order.id] || order.trackingNo || '—'}
                </Text>
              </Table.Td>
              {onRemove ? (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    loading={removing === order.id}
                    aria-label={t('outbound.batch.remove.button', { no: order.outboundNo })}
                    onClick={() => ask(order)}
                  >
                    {t('business.action.removeOrders')}
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
