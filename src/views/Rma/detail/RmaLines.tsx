import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Rma } from '@/api/business/types/documents';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { PhotoThumbs } from '@/views/Business/shared/PhotoThumbs';
import { RetryAlert } from '@/views/Business/shared/RetryAlert';
import { stepAt } from './rma-facts';
import { StrategyCell } from './StrategyCell';
import { useRmaStrategies } from './use-rma-strategies';

/** The returned SKUs: expected and, once received, counted per grade; the strategy of each; photos. */
export function RmaLines({ rma }: { rma: Rma }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const strategies = useRmaStrategies(rma);
  const counted = stepAt(rma, 'receive') !== null;
  const bySku = new Map((strategies.data ?? []).map((line) => [line.sku, line]));
  const count = (qty: number) => (counted ? formatNumber(qty, locale) : '—');
  return (
    <Stack gap="md">
      {strategies.status === 'failed' ? (
        <RetryAlert title={t('rma.detail.strategy.loadFailed')} onRetry={strategies.reload} />
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('rma.detail.tabs.lines')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rma.detail.line.sku')}</Table.Th>
              <Table.Th ta="right">{t('rma.detail.line.expected')}</Table.Th>
              <Table.Th ta="right">{t('rma.detail.line.good')}</Table.Th>
              <Table.Th ta="right">{t('rma.detail.line.defective')}</Table.Th>
              <Table.Th ta="right">{t('rma.detail.line.unidentified')}</Table.Th>
              <Table.Th>{t('rma.detail.line.strategy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rma.lines.map((line) => (
              <Table.Tr key={line.sku}>
                <Table.Td>{line.sku}</Table.Td>
                <Table.Td ta="right">{formatNumber(line.expectedQty, locale)}</Table.Td>
                <Table.Td ta="right">{count(line.goodQty)}</Table.Td>
                <Table.Td ta="right">{count(line.defectiveQty)}</Table.Td>
                <Table.Td ta="right">{count(line.unidentifiedQty)}</Table.Td>
                <Table.Td>
                  <StrategyCell applied={bySku.get(line.sku)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {counted ? null : (
        <Text c="dimmed" fz="sm">
          {t('rma.detail.notCounted')}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={4} fz="sm">
          {t('rma.detail.photos')}
        </Title>
        {rma.photos.length > 0 ? (
          <PhotoThumbs
            photos={rma.photos}
            size={72}
            title={t('rma.detail.photosOf', { document: rma.rmaNo })}
            nameOf={(index) => t('rma.detail.photoNo', { no: index + 1 })}
          />
        ) : (
          <Text c="dimmed" fz="sm">
            {t('rma.detail.noPhotos')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
