import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Settlement } from '@/api/business/types/documents';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** What the customer disputed (note and items) and how the operator answered, once there is a dispute. */
export function DisputeFacts({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (settlement.disputeNote === '') return null;
  return (
    <Alert
      color="orange"
      title={t('finance.settlement.disputeTitle')}
      role="region"
      aria-label={t('finance.settlement.disputeTitle')}
    >
      <Stack gap="xs">
        <Text fz="sm" data-testid="dispute-note">
          {settlement.disputeNote}
        </Text>
        {settlement.disputedFeeNos.length > 0 && (
          <Text fz="sm">
            {t('finance.settlement.disputedItems', { items: settlement.disputedFeeNos.join(', ') })}
          </Text>
        )}
        {settlement.adjustments.length > 0 && (
          <Table aria-label={t('finance.settlement.adjustmentsTitle')} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.bill.feeNo')}</Table.Th>
                <Table.Th ta="right">{t('finance.settlement.adjust.amount')}</Table.Th>
                <Table.Th>{t('finance.settlement.adjust.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settlement.adjustments.map((a) => (
                <Table.Tr key={a.feeNo}>
                  <Table.Td>{a.feeNo}</Table.Td>
                  <Table.Td ta="right">{formatMoney(a.amount, settlement.currency, locale)}</Table.Td>
                  <Table.Td>{a.note}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {settlement.adjustments.length === 0 && settlement.adjustmentNote !== '' && (
          <Text fz="sm">
            {t('finance.settlement.adjustedWhole', {
              note: settlement.adjustmentNote,
              amount: formatMoney(settlement.adjustmentTotal, settlement.currency, locale),
            })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
