import { Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { HashLink } from '@/views/Business/shared/HashLink';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { WarehouseStock } from './home-data';
import { useReachable } from './use-reachable';

/** Stock per warehouse; each warehouse opens the stock list filtered to it. */
export function StockTable({ rows }: { rows: WarehouseStock[] }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const reachable = useReachable();
  if (rows.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('business.home.stockEmpty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing={6} fz="sm" aria-label={t('business.home.stock')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('business.field.warehouse')}</Table.Th>
            <Table.Th ta="right">{t('business.home.stockOnHand')}</Table.Th>
            <Table.Th ta="right">{t('business.home.stockAvailable')}</Table.Th>
            <Table.Th ta="right">{t('business.home.stockInTransit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const to = `/inventory/list?warehouseCode=${encodeURIComponent(row.warehouseCode)}`;
            return (
              <Table.Tr key={row.warehouseCode}>
                <Table.Td>
                  {reachable(to) ? (
                    <HashLink to={to} fw={600} fz="sm">
                      {row.warehouseCode}
                    </HashLink>
                  ) : (
                    <Text fw={600} fz="sm">
                      {row.warehouseCode}
                    </Text>
                  )}
                  <Text fz="xs" c="dimmed">
                    {t('business.home.stockSkus', { count: row.skus })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatNumber(row.onHand, locale)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.available, locale)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.inTransit, locale)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
