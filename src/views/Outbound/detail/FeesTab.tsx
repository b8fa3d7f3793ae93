import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from '@tolgee/react';
import { getFees } from '@/api/business/finance';
import type { OutboundOrder } from '@/api/business/types/documents';
import { formatDateTime, formatMoney, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { feeCodeKey } from '@/views/Finance/parts/fee-words';

/** The fee items finance posted for this order (at ship, an intercept at a confirmed cancel). */
export function FeesTab({ order }: { order: OutboundOrder }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const fees = useQuery({
    queryKey: ['outbound.detail', 'fees', order.outboundNo, order.updatedAt],
    queryFn: () =>
      getFees({
        pageIndex: 1,
        pageSize: 200,
        docType: 'OUTBOUND',
        docNo: order.outboundNo,
        customerId: order.customerId,
        // in the order they were posted
        sortField: 'feeNo',
        sortOrder: 'asc',
      }),
  });
  if (fees.isError) {
    return (
      <Alert color="red" title={t('outbound.detail.loadFailed')} role="alert">
        <Button size="xs" variant="light" color="red" onClick={() => void fees.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!fees.data) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={16} w="50%" />
        <Skeleton h={16} />
      </Stack>
    );
  }
  const items = fees.data.list;
  if (items.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('outbound.detail.fees.none')}
      </Text>
    );
  }
  const currency = items[0].currency;
  const total = items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0) / 100;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t('outbound.detail.tabs.fees')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('outbound.detail.fees.feeNo')}</Table.Th>
            <Table.Th>{t('outbound.detail.fees.feeCode')}</Table.Th>
            <Table.Th ta="right">{t('outbound.detail.fees.quantity')}</Table.Th>
            <Table.Th ta="right">{t('outbound.detail.fees.amount')}</Table.Th>
            <Table.Th>{t('outbound.detail.fees.at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.feeNo}>
              <Table.Td>{item.feeNo}</Table.Td>
              <Table.Td>{t(feeCodeKey(item.feeCode))}</Table.Td>
              <Table.Td ta="right">
                {formatNumber(item.quantity, locale)} × {formatMoney(item.unitPrice, item.currency, locale)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(item.amount, item.currency, locale)}</Table.Td>
              <Table.Td>{formatDateTime(item.at, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>{t('outbound.detail.fees.total')}</Table.Th>
            <Table.Th ta="right" data-testid="fees-total">
              {formatMoney(total, currency, locale)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
