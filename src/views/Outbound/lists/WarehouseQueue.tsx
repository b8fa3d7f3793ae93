import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClipboardList, IconInfoCircle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { exportOutbounds, getOutboundPickList, type OutboundQuery } from '@/api/business/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import type { FieldOption } from '@/components/Form/types';
import { describeFailure } from '@/views/Business/shared/action-error';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { downloadBlob } from '@/views/Business/shared/download-blob';
import type { BusinessListApi } from '@/views/Business/shared/use-business-list';
import type { ListFilter } from '@/views/Business/shared/list-url-state';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';
import { specsOf } from '../parts/outbound-actions';
import { detailPath, OUTBOUND_LIST_PATH } from '../parts/outbound-paths';
import { QUEUE_SEARCH } from './outbound-search';
import { QUEUE_ORDERS, QUEUE_STATUSES, QUEUE_VIEW, withoutView } from '../list-sources';
import { useOrderList } from './use-order-list';

/** A row's click opens its order (one function for the list's life: the rows are memoised). */
const openOrder = (row: OutboundOrder) => navigate(detailPath(row.id));

/** The warehouse's next step first: a queue row's button is what the picker does next. */
const QUEUE_ACTIONS = specsOf([
  'pick',
  'pack',
  'ship',
  'deliver',
  'confirmCancel',
  'refuseCancel',
  'release',
  'hold',
  'cancel',
]);

/** The queue's URL filter: the user's, the warehouse, and the mark that this is the queue. */
const queueFilter = (filter: ListFilter, warehouseCode: string): ListFilter => ({
  ...filter,
  ...QUEUE_VIEW,
  warehouseCode,
});

function useWarehouseOptions() {
  const [options, setOptions] = useState<FieldOption[]>([]);
  useEffect(() => {
    let live = true;
    warehouseOptions().then(
      (loaded) => live && setOptions(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return options.map((option) => ({ value: String(option.value), label: option.label ?? '' }));
}

/**
 * The kit's list bent to the queue: the warehouse and the mark stay through searches and resets,
 * and the filters shown (and the "filtered" state) are the user's own.
 */
function queueList(list: BusinessListApi<OutboundOrder, OutboundQuery>, warehouseCode: string) {
  const { view: _view, warehouseCode: _warehouse, ...own } = list.state.filter;
  const counts = Object.fromEntries(QUEUE_STATUSES.map((status) => [status, list.counts[status] ?? 0]));
  return {
    ...list,
    state: { ...list.state, filter: own },
    counts,
    setFilter: (filter: ListFilter) => list.setFilter(queueFilter(filter, warehouseCode)),
    reset: () => list.setFilter(queueFilter({}, warehouseCode)),
  };
}

function QueueOrders({ warehouseCode }: { warehouseCode: string }) {
  const { list, actions, files, columns, hasPermission, t } = useOrderList({
    source: QUEUE_ORDERS,
    specs: QUEUE_ACTIONS,
  });
  const queue = useMemo(() => queueList(list, warehouseCode), [list, warehouseCode]);
  const [printing, setPrinting] = useState(false);
  const canPrint = hasPermission('outbound:print');

  const pickList = useCallback(
    async (orders: OutboundOrder[]) => {
      setPrinting(true);
      try {
        const blob = await getOutboundPickList(
          warehouseCode,
          orders.map((o) => o.id),
        );
        downloadBlob(blob, `pick-list-${warehouseCode}.pdf`);
        notifications.show({
          color: 'green',
          message: t('outbound.queue.pickListReady', { warehouse: warehouseCode }),
        });
      } catch (error) {
        const failure = describeFailure(error);
        notifications.show({ color: 'red', title: t(failure.titleKey), message: failure.message });
      } finally {
        setPrinting(false);
      }
    },
    [warehouseCode, t],
  );
  const { buttons } = files;
  const bulkActions = useCallback(
    (orders: OutboundOrder[]) => (
      <>
        {canPrint && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconClipboardList size={14} />}
            loading={printing}
            onClick={() => void pickList(orders)}
          >
            {t('outbound.queue.pickListSelected')}
          </Button>
        )}
        {buttons(orders)}
      </>
    ),
    [canPrint, printing, pickList, t, buttons],
  );
  const pickAll = canPrint && (
    <Button
      variant="light"
      leftSection={<IconClipboardList size={16} />}
      loading={printing}
      onClick={() => void pickList([])}
    >
      {t('outbound.queue.pickListAll')}
    </Button>
  );
  return (
    <>
      <BusinessList
        list={queue}
        aria-label={t('outbound.list.modes.queue')}
        columns={columns}
        searchSchema={QUEUE_SEARCH}
        statusTabs={{ kind: 'outbound', statuses: QUEUE_STATUSES }}
        exporter={
          hasPermission('outbound:export')
            ? (format, query) => exportOutbounds(format, withoutView(query as OutboundQuery))
            : undefined
        }
        exportName={`outbound-queue-${warehouseCode}`}
        actions={actions}
        bulkActions={bulkActions}
        onRowClick={openOrder}
        toolbar={pickAll}
        emptyMessage={t('outbound.queue.empty', { warehouse: warehouseCode })}
      />
      {files.dialog}
    </>
  );
}

/** The operator's queue: choose a warehouse, then work through its orders. */
export function WarehouseQueue({ warehouseCode }: { warehouseCode: string }) {
  const { t } = useTranslate();
  const options = useWarehouseOptions();
  const choose = (code: string | null) => {
    const query = new URLSearchParams({ ...QUEUE_VIEW, ...(code ? { warehouseCode: code } : {}) });
    navigate(`${OUTBOUND_LIST_PATH}?${query.toString()}`);
  };
  return (
    <Stack gap="sm">
      <Select
        label={t('outbound.queue.warehouse')}
        placeholder={t('outbound.queue.choose')}
        data={options}
        value={warehouseCode || null}
        onChange={choose}
        searchable
        maw={360}
      />
      <Text fz="sm" c="dimmed">
        {t('outbound.queue.intro')}
      </Text>
      {warehouseCode ? (
        <>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('outbound.queue.packShipHint')}
          </Alert>
          <QueueOrders key={warehouseCode} warehouseCode={warehouseCode} />
        </>
      ) : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('outbound.queue.choose')}
        </Alert>
      )}
    </Stack>
  );
}
