import { Select } from '@mantine/core';
import { INBOUND_STATUSES, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { statusesAllowing } from '@machines/business/lifecycle';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getInboundList } from '@/api/business/inbound';
import type { InboundOrder } from '@/api/business/types/documents';
import { useServerData } from '@/app/use-server-data';

/** Orders whose labels may be printed (approved, on the way, at the warehouse), as the chart says. */
export const LABELLED_STATUSES = statusesAllowing(
  inboundOrderMachine,
  INBOUND_STATUSES,
  'printLabels',
  'customer',
).join(',');

interface OrderPickerProps {
  value: InboundOrder | null;
  onChange: (order: InboundOrder | null) => void;
}

/** A searchable pick of one order (by number, reference or tracking number). */
export function OrderPicker({ value, onChange }: OrderPickerProps) {
  const { t } = useTranslate();
  const [search, setSearch] = useState('');
  const keyword = value && search === value.inboundNo ? '' : search.trim();
  const [debounced] = useDebouncedValue(keyword, 250);
  const found = useServerData(['inbound-labelled-orders', debounced], () =>
    getInboundList({
      pageIndex: 1,
      pageSize: 20,
      status: LABELLED_STATUSES,
      keyword: debounced || undefined,
    }),
  );
  const orders = found.data?.list ?? [];
  const choices = value && !orders.some((o) => o.id === value.id) ? [value, ...orders] : orders;
  return (
    <Select
      label={t('inbound.labels.order')}
      placeholder={t('inbound.labels.orderPlaceholder')}
      data={choices.map((order) => ({
        value: order.id,
        label: order.referenceNo ? `${order.inboundNo} · ${order.referenceNo}` : order.inboundNo,
      }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(choices.find((o) => o.id === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('inbound.labels.orderNothing')}
      maw={420}
    />
  );
}
