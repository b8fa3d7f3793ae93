import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { getInventoryFlow } from '@/api/business/inventory';
import type { Rma } from '@/api/business/types/documents';
import type { FlowEntry } from '@/api/business/types/ledger';
import type { AppliedStrategy } from '@/api/business/types/sku';
import { FALLBACK_STRATEGY } from '@/api/rules/return-outcome';
import { useServerData, type Loaded } from '@/app/use-server-data';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { HashLink } from '@/views/Business/shared/HashLink';
import { RetryAlert } from '@/views/Business/shared/RetryAlert';
import { outcomeRows, rulesBySku } from './rma-facts';
import { RmaFees } from './RmaFees';

/** The inventory flow page filtered to this RMA's stock movements (optionally one SKU). */
export const rmaFlowPath = (rmaNo: string, sku?: string) =>
  `/inventory/flow?docNo=${encodeURIComponent(rmaNo)}${sku ? `&sku=${encodeURIComponent(sku)}` : ''}`;

export interface RmaOutcomeProps {
  rma: Rma;
  strategies: AppliedStrategy[];
  /** The RETURN_PUTAWAY rows processing posted (a story passes its own). */
  flow: Loaded<FlowEntry[]> & { reload: () => void };
  /** The fee items (a story leaves them out: they come from the server). */
  fees?: boolean;
}

/** The stock movements an RMA posted, asked of the server. */
export function useRmaFlow(rma: Rma) {
  return useServerData(['rma.detail', 'flow', rma.rmaNo, rma.updatedAt], () =>
    getInventoryFlow({
      pageIndex: 1,
      pageSize: 200,
      docType: 'RMA',
      docNo: rma.rmaNo,
      customerId: rma.customerId,
      sortField: 'at',
      sortOrder: 'asc',
    }).then((page) => page.list),
  );
}

/** What became of each unit: per line and grade the outcome in words, the stock movements, the fees. */
export function RmaOutcome({ rma, strategies, flow, fees = true }: RmaOutcomeProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const phone = usePhone();
  const rows = outcomeRows(rma.lines, rulesBySku(strategies), FALLBACK_STRATEGY);
  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed">
        {t('rma.outcome.intro')}
      </Text>
      {phone ? (
        <Stack gap="xs" component="ul" aria-label={t('rma.detail.tabs.outcome')} style={LIST}>
          {rows.map((row) => (
            <Paper key={`${row.sku}:${row.grade}`} component="li" withBorder p="xs" radius="sm">
              <Text fz="xs" c="dimmed">
                {row.sku} · {t(`rma.outcome.grade.${row.grade}`)} × {formatNumber(row.qty, locale)}
              </Text>
              <Text fz="sm" fw={500}>
                {t(`rma.outcome.result.${row.result}`)}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('rma.detail.tabs.outcome')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rma.outcome.column.sku')}</Table.Th>
                <Table.Th>{t('rma.outcome.column.grade')}</Table.Th>
                <Table.Th ta="right">{t('rma.outcome.column.qty')}</Table.Th>
                <Table.Th>{t('rma.outcome.column.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.sku}:${row.grade}`}>
                  <Table.Td>{row.sku}</Table.Td>
                  <Table.Td>{t(`rma.outcome.grade.${row.grade}`)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(row.qty, locale)}</Table.Td>
                  <Table.Td>{t(`rma.outcome.result.${row.result}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap="xs">
        <Title order={4} fz="sm">
          {t('rma.outcome.flow.title')}
        </Title>
        <FlowRows rma={rma} flow={flow} />
      </Stack>
      {fees ? (
        <Stack gap="xs">
          <Title order={4} fz="sm">
            {t('rma.outcome.fees')}
          </Title>
          <RmaFees rma={rma} label={t('rma.outcome.fees')} />
        </Stack>
      ) : null}
    </Stack>
  );
}

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

const usePhone = () => useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

function FlowRows({ rma, flow }: Pick<RmaOutcomeProps, 'rma' | 'flow'>) {
  const { t } = useTranslate();
  const locale = useLocale();
  const phone = usePhone();
  if (flow.status === 'failed') {
    return <RetryAlert title={t('rma.outcome.flow.loadFailed')} onRetry={flow.reload} />;
  }
  if (!flow.data) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={16} w="50%" />
        <Skeleton h={16} />
      </Stack>
    );
  }
  if (flow.data.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('rma.outcome.flow.none')}
      </Text>
    );
  }
  const change = (row: FlowEntry) => `${row.qtyChange > 0 ? '+' : ''}${formatNumber(row.qtyChange, locale)}`;
  return (
    <Stack gap="xs">
      {phone ? (
        <Stack gap="xs" component="ul" aria-label={t('rma.outcome.flow.title')} style={LIST}>
          {flow.data.map((row) => (
            <Paper key={row.id} component="li" withBorder p="xs" radius="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <HashLink to={rmaFlowPath(rma.rmaNo, row.sku)} fz="sm">
                  {row.sku}
                </HashLink>
                <Text fz="sm" fw={500}>
                  {t(`business.bucket.${row.bucket}`)} {change(row)}
                </Text>
              </Group>
              <Text fz="xs" c="dimmed">
                {t('rma.outcome.flow.after')} {formatNumber(row.qtyAfter, locale)} ·{' '}
                {formatDateTime(row.at, locale)}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('rma.outcome.flow.title')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rma.outcome.flow.sku')}</Table.Th>
                <Table.Th>{t('rma.outcome.flow.bucket')}</Table.Th>
                <Table.Th ta="right">{t('rma.outcome.flow.change')}</Table.Th>
                <Table.Th ta="right">{t('rma.outcome.flow.after')}</Table.Th>
                <Table.Th>{t('rma.outcome.flow.at')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {flow.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <HashLink to={rmaFlowPath(rma.rmaNo, row.sku)}>{row.sku}</HashLink>
                  </Table.Td>
                  <Table.Td>{t(`business.bucket.${row.bucket}`)}</Table.Td>
                  <Table.Td ta="right">{change(row)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(row.qtyAfter, locale)}</Table.Td>
                  <Table.Td>{formatDateTime(row.at, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <HashLink to={rmaFlowPath(rma.rmaNo)}>{t('rma.outcome.flow.all')}</HashLink>
    </Stack>
  );
}
