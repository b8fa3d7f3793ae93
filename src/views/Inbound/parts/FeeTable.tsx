import { Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { formatMoney, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

export interface FeeLine {
  /** a posted fee's number; estimate lines have none */
  feeNo?: string;
  feeCode: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
  currency?: string;
}

interface FeeTableProps {
  lines: FeeLine[];
  currency: string;
  total: number;
  /** accessible name of the table */
  label: string;
  emptyText: string;
}

/** Fee items (an estimate or the fees posted) with their total, money in 2 dp with its currency. */
export function FeeTable({ lines, currency, total, label, emptyText }: FeeTableProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (lines.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inbound.costs.feeCode')}</Table.Th>
            <Table.Th ta="right">{t('inbound.costs.quantity')}</Table.Th>
            <Table.Th ta="right">{t('inbound.costs.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('inbound.costs.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.feeNo ?? `${line.feeCode}-${index}`}>
              <Table.Td>{t(`inbound.fee.${line.feeCode}`, line.feeCode)}</Table.Td>
              <Table.Td ta="right">
                {formatNumber(line.quantity, locale)} {t(`inbound.unit.${line.unit}`, line.unit)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(line.unitPrice, line.currency ?? currency, locale)}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.amount, line.currency ?? currency, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>{t('inbound.costs.total')}</Table.Th>
            <Table.Th ta="right" data-testid="fee-total">
              {formatMoney(total, currency, locale)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
