import { Group, Pagination, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { SkuReturns } from '@/api/business/rma';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { HashLink } from '@/views/Business/shared/HashLink';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { rmaDetailPath } from '../parts/rma-paths';

export const HISTORY_PAGE_SIZE = 10;

/** The SKU's returns, newest first, each linked to its RMA; this SKU's line counted per grade. */
export function SkuHistory({
  sku,
  returns,
  page,
  onPage,
}: {
  sku: string;
  returns: SkuReturns;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(returns.total / HISTORY_PAGE_SIZE));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rma-sku-history">
      <Title order={4} id="rma-sku-history" mb="sm">
        {t('rma.sku.history.title')}
      </Title>
      {returns.list.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('rma.sku.history.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('rma.sku.history.title')} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rma.sku.history.rmaNo')}</Table.Th>
                <Table.Th>{t('rma.sku.history.status')}</Table.Th>
                <Table.Th>{t('rma.sku.history.createdAt')}</Table.Th>
                <Table.Th>{t('rma.sku.history.reason')}</Table.Th>
                <Table.Th ta="right">{t('rma.sku.figures.expected')}</Table.Th>
                <Table.Th ta="right">{t('rma.sku.figures.good')}</Table.Th>
                <Table.Th ta="right">{t('rma.sku.figures.defective')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {returns.list.map((rma) => {
                const line = rma.lines.find((l) => l.sku === sku);
                return (
                  <Table.Tr key={rma.id}>
                    <Table.Td>
                      <HashLink to={rmaDetailPath(rma.id)}>{rma.rmaNo}</HashLink>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge kind="rma" status={rma.status} />
                    </Table.Td>
                    <Table.Td>{formatDateTime(rma.createdAt, locale)}</Table.Td>
                    <Table.Td>{rma.reason}</Table.Td>
                    <Table.Td ta="right">{formatNumber(line?.expectedQty ?? 0, locale)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(line?.goodQty ?? 0, locale)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(line?.defectiveQty ?? 0, locale)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`rma.sku.history.page.${control}`) })}
          />
        </Group>
      )}
    </Paper>
  );
}
