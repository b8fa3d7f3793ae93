import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { SettlementPreview } from '@/api/business/finance';
import type { Loaded } from '@/app/use-server-data';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { FEE_BUSINESSES, feeBusinessKey } from '../parts/fee-words';
import { StatementFigures } from './StatementFigures';

/** What closing the chosen period would bill: the figures and the UNBILLED items per business. */
export function ClosePreview({
  preview,
  onRetry,
}: {
  preview: Loaded<SettlementPreview>;
  onRetry: () => void;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (preview.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('finance.settlement.close.previewFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{preview.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!preview.data) return <Skeleton h={240} role="status" aria-label={t('common.loading')} />;
  const draft = preview.data;
  const counts = new Map<string, number>();
  for (const fee of draft.fees) counts.set(fee.business, (counts.get(fee.business) ?? 0) + 1);
  const label = t('finance.settlement.close.preview');
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      <Text fw={600}>{label}</Text>
      <Text fz="sm" data-testid="preview-count">
        {t('finance.settlement.close.itemCount', { count: draft.fees.length })}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label={t('finance.settlement.close.perBusiness')} maw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('finance.bill.businessLabel')}</Table.Th>
              <Table.Th ta="right">{t('finance.settlement.close.items')}</Table.Th>
              <Table.Th ta="right">{t('business.field.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {FEE_BUSINESSES.map((business) => (
              <Table.Tr key={business}>
                <Table.Th scope="row">{t(feeBusinessKey(business))}</Table.Th>
                <Table.Td ta="right">{counts.get(business) ?? 0}</Table.Td>
                <Table.Td ta="right">
                  {formatMoney(draft.feesByBusiness[business], draft.currency, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <StatementFigures figures={draft} label={t('finance.settlement.figures')} />
    </Stack>
  );
}
