import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { InboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { ExceptionPhotos } from '../parts/ExceptionPhotos';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';

export const exceptionsPath = (inboundNo: string) =>
  `/inbound/exceptions?keyword=${encodeURIComponent(inboundNo)}`;

/** The order's receiving exceptions; they are handled on the exceptions page. */
export function ExceptionsTab({ order }: { order: InboundOrder }) {
  const { t } = useTranslate();
  if (order.exceptions.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('inbound.exception.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          rightSection={<IconExternalLink size={14} />}
          onClick={() => navigate(exceptionsPath(order.inboundNo))}
        >
          {t('inbound.exception.handle')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('inbound.tabs.exceptions')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('inbound.exception.type')}</Table.Th>
              <Table.Th>{t('inbound.receiving.box')}</Table.Th>
              <Table.Th>{t('inbound.line.sku')}</Table.Th>
              <Table.Th ta="right">{t('inbound.exception.qty')}</Table.Th>
              <Table.Th>{t('inbound.exception.status')}</Table.Th>
              <Table.Th>{t('inbound.exception.resolution')}</Table.Th>
              <Table.Th>{t('inbound.exception.photos')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.exceptions.map((exception) => (
              <Table.Tr key={exception.id}>
                <Table.Td>{t(`inbound.exceptionType.${exception.type}`)}</Table.Td>
                <Table.Td>{exception.boxNo}</Table.Td>
                <Table.Td ff="monospace">{exception.sku}</Table.Td>
                <Table.Td ta="right">{exception.qty}</Table.Td>
                <Table.Td>
                  <StatusBadge kind="inboundException" status={exception.status} />
                </Table.Td>
                <Table.Td>
                  {exception.resolution ? t(`inbound.resolution.${exception.resolution}`) : '—'}
                </Table.Td>
                <Table.Td>
                  <ExceptionPhotos photos={exception.photos} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
