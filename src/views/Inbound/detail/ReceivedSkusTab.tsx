import { Table } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { getInboundReceivedSkus, type ReceivedSku } from '@/api/business/inbound';
import { LoadedContent } from '../parts/LoadedContent';
import { useServerData } from '@/app/use-server-data';

const COLUMNS = ['expected', 'received', 'good', 'damaged', 'short', 'over'] as const;

export function ReceivedSkusTable({ rows }: { rows: ReceivedSku[] }) {
  const { t } = useTranslate();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('inbound.tabs.skus')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inbound.line.sku')}</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column} ta="right">
                {t(`inbound.skus.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.sku}>
              <Table.Td ff="monospace">{row.sku}</Table.Td>
              {COLUMNS.map((column) => (
                <Table.Td
                  key={column}
                  ta="right"
                  c={
                    (column === 'short' || column === 'over' || column === 'damaged') && row[column] > 0
                      ? 'red'
                      : undefined
                  }
                >
                  {row[column]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Per SKU of the order: expected, received, good, damaged, short, over. */
export function ReceivedSkusTab({ orderId, version }: { orderId: string; version: string }) {
  const load = useServerData(['inbound-received-skus', orderId, version], () =>
    getInboundReceivedSkus(orderId),
  );
  return (
    <LoadedContent load={load} onRetry={load.reload}>
      {(rows) => <ReceivedSkusTable rows={rows} />}
    </LoadedContent>
  );
}
