import { Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { getFees } from '@/api/business/finance';
import type { DocType } from '@/api/business/types/ledger';
import { formatDateTime, formatMoney, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { RetryAlert } from './RetryAlert';

export interface DocumentFeesProps {
  docType: DocType;
  docNo: string;
  customerId: string;
  /** The document's `updatedAt`: a step that posts fees changes it, and the fees are asked again. */
  version: string;
  /** What an empty list means for this kind of document (when its fees are charged). */
  emptyMessage: ReactNode;
  /** The table's accessible name. */
  label: string;
}

/** The fee items finance posted for one document, in the order they were posted, with their total. */
export function DocumentFees({
  docType,
  docNo,
  customerId,
  version,
  emptyMessage,
  label,
}: DocumentFeesProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const fees = useQuery({
    queryKey: ['document.fees', docType, docNo, version],
    queryFn: () =>
      getFees({
        pageIndex: 1,
        pageSize: 200,
        docType,
        docNo,
        customerId,
        sortField: 'feeNo',
        sortOrder: 'asc',
      }),
  });
  if (fees.isError) {
    return <RetryAlert title={t('business.fee.loadFailed')} onRetry={() => void fees.refetch()} />;
  }
  if (!fees.data) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={16} w="50%" />
        <Skeleton h={16} />
      </Stack>
    );
  }
  const items = fees.data.list;
  if (items.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {emptyMessage}
      </Text>
    );
  }
  const currency = items[0].currency;
  const total = items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0) / 100;
  if (phone) {
    // a phone: one card per fee, its amount on the right, the total last
    return (
      <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Paper key={item.feeNo} component="li" withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fz="sm" fw={500}>
                {t(`business.fee.code.${item.feeCode}`, item.feeCode)}
              </Text>
              <Text fz="sm" fw={500}>
                {formatMoney(item.amount, item.currency, locale)}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed">
              {item.feeNo} · {formatNumber(item.quantity, locale)} ×{' '}
              {formatMoney(item.unitPrice, item.currency, locale)} · {formatDateTime(item.at, locale)}
            </Text>
          </Paper>
        ))}
        <Group component="li" justify="space-between" px="xs">
          <Text fz="sm" fw={600}>
            {t('business.fee.total')}
          </Text>
          <Text fz="sm" fw={600} data-testid="fees-total">
            {formatMoney(total, currency, locale)}
          </Text>
        </Group>
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('business.fee.feeNo')}</Table.Th>
            <Table.Th>{t('business.fee.feeCode')}</Table.Th>
            <Table.Th ta="right">{t('business.fee.quantity')}</Table.Th>
            <Table.Th ta="right">{t('business.fee.amount')}</Table.Th>
            <Table.Th>{t('business.fee.at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.feeNo}>
              <Table.Td>{item.feeNo}</Table.Td>
              <Table.Td>{t(`business.fee.code.${item.feeCode}`, item.feeCode)}</Table.Td>
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
            <Table.Th colSpan={3}>{t('business.fee.total')}</Table.Th>
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
