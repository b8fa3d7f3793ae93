import {
  Alert,
  Button,
  Checkbox,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { getOutboundList, type OutboundQuery } from '@/api/business/outbound';
import { getOutboundBatches, type OutboundBatchQuery } from '@/api/business/outbound-batch';
import type { OutboundBatch, OutboundOrder } from '@/api/business/types/documents';
import { ACTIVE_BATCH_STATUSES, BATCHABLE_STATUSES } from '@/api/rules/batch';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { joinRefusal, type BatchRoute } from './order-eligibility';

export interface OrderPickerProps {
  selected: OutboundOrder[];
  onChange: (orders: OutboundOrder[]) => void;
  /** the operator sees whose order each is */
  withCustomer: boolean;
  /** the server's refusal per picked order (by order id) */
  errors?: Record<string, string>;
}

const PAGE_SIZE = 20;

/** The batches holding orders now: an order is in at most one of them. */
function useTakenOrders(): Map<string, string> {
  const active = useBusinessList<OutboundBatch, OutboundBatchQuery>({
    listId: 'outbound.batch.active',
    fetch: getOutboundBatches,
    rowKey: (row) => row.id,
    inUrl: false,
    defaultPageSize: 200,
    baseQuery: { status: ACTIVE_BATCH_STATUSES.join(',') },
  });
  return useMemo(
    () => new Map(active.rows.flatMap((batch) => batch.orderIds.map((id) => [id, batch.batchNo] as const))),
    [active.rows],
  );
}

/**
 * Picks the orders of a new batch among those between reservation and shipping: the first one sets the
 * warehouse and carrier; an order that cannot join says why in words beside its unticked box.
 */
export function OrderPicker({ selected, onChange, withCustomer, errors = {} }: OrderPickerProps) {
  const { t } = useTranslate();
  const [keyword, setKeyword] = useState('');
  const orders = useBusinessList<OutboundOrder, OutboundQuery>({
    listId: 'outbound.batch.picker',
    fetch: getOutboundList,
    rowKey: (row) => row.id,
    inUrl: false,
    defaultPageSize: PAGE_SIZE,
    baseQuery: { status: BATCHABLE_STATUSES.join(',') },
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const takenBy = useTakenOrders();
  const first = selected[0];
  const route: BatchRoute | null = first
    ? { warehouseCode: first.warehouseCode, carrierCode: first.carrierCode }
    : null;
  const picked = new Set(selected.map((order) => order.id));
  const toggle = (order: OutboundOrder, on: boolean) =>
    onChange(on ? [...selected, order] : selected.filter((other) => other.id !== order.id));
  const search = () => orders.setFilter(keyword.trim() ? { keyword: keyword.trim() } : {});

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('outbound.batch.picker.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="light" leftSection={<IconSearch size={16} />} onClick={search}>
          {t('outbound.batch.picker.searchButton')}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed" aria-live="polite">
        {route
          ? t('outbound.batch.picker.route', {
              count: selected.length,
              warehouse: route.warehouseCode,
              carrier: route.carrierCode,
            })
          : t('outbound.batch.picker.hint')}
      </Text>
      {orders.error ? (
        <Alert color="red" title={t('outbound.batch.picker.failed')}>
          <Button variant="light" size="xs" onClick={orders.reload}>
            {t('outbound.batch.retry')}
          </Button>
        </Alert>
      ) : orders.loading && orders.rows.length === 0 ? (
        <Skeleton height={160} />
      ) : orders.rows.length === 0 ? (
        <Text fz="sm" ta="center" py="lg">
          {t('outbound.batch.picker.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t('outbound.batch.picker.title')} verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>{t('business.field.documentNo')}</Table.Th>
                {withCustomer ? <Table.Th>{t('business.field.customer')}</Table.Th> : null}
                <Table.Th>{t('business.field.warehouse')}</Table.Th>
                <Table.Th>{t('outbound.batch.field.carrier')}</Table.Th>
                <Table.Th miw={150}>{t('business.field.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.rows.map((order) => {
                const isPicked = picked.has(order.id);
                const refusal = isPicked ? null : joinRefusal(order, route, takenBy);
                const problem = errors[order.id] ?? (refusal ? t(refusal.key, refusal.params) : null);
                return (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('outbound.batch.picker.pick', { no: order.outboundNo })}
                        checked={isPicked}
                        disabled={refusal !== null}
                        onChange={(event) => toggle(order, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" ff="monospace">
                        {order.outboundNo}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {order.referenceNo}
                      </Text>
                      {problem ? (
                        <Text fz="xs" c={errors[order.id] ? 'red' : 'dimmed'}>
                          {problem}
                        </Text>
                      ) : null}
                    </Table.Td>
                    {withCustomer ? <Table.Td>{order.customerId}</Table.Td> : null}
                    <Table.Td>{order.warehouseCode}</Table.Td>
                    <Table.Td>{order.carrierCode}</Table.Td>
                    <Table.Td>
                      <StatusBadge kind="outbound" status={order.status} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {orders.total > PAGE_SIZE ? (
        <Pagination
          size="sm"
          total={Math.ceil(orders.total / orders.pageSize)}
          value={orders.state.page}
          onChange={orders.setPage}
          role="navigation"
          aria-label={t('outbound.batch.picker.pages')}
        />
      ) : null}
    </Stack>
  );
}
