import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { SkuReturns } from '@/api/business/rma';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** The reasons buyers gave, most frequent first. */
export function SkuReasons({ reasons }: { reasons: SkuReturns['reasons'] }) {
  const { t } = useTranslate();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rma-sku-reasons">
      <Title order={4} id="rma-sku-reasons" mb="sm">
        {t('rma.sku.reasons.title')}
      </Title>
      {reasons.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('rma.sku.reasons.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table aria-label={t('rma.sku.reasons.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rma.sku.reasons.reason')}</Table.Th>
                <Table.Th ta="right">{t('rma.sku.reasons.rmas')}</Table.Th>
                <Table.Th ta="right">{t('rma.sku.reasons.units')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reasons.map((r) => (
                <Table.Tr key={r.reason}>
                  <Table.Td>{r.reason}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.rmas, locale)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.units, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
