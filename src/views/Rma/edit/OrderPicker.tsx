import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useState, type ReactNode } from 'react';
import type { OutboundOrder } from '@/api/business/types/documents';
import { formatDate } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { useReturnableOrders } from './use-rma-refs';

interface OrderPickerProps {
  value: string;
  onChange: (outboundNo: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

const labelOf = (order: OutboundOrder) =>
  [order.outboundNo, order.referenceNo, order.trackingNo].filter(Boolean).join(' · ');

/**
 * The original order of a forecast: one of the customer's shipped or delivered orders, asked of the
 * server as the user types its number, reference or tracking number.
 */
export function OrderPicker({ value, onChange, error, disabled }: OrderPickerProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  // a chosen order shows as `NO · reference · tracking`: look it up by its number
  const keyword = typed.split(' · ')[0].trim();
  const answer = useReturnableOrders(keyword);
  const found = answer.data ?? [];
  const data = found.map((order) => ({ value: order.outboundNo, label: labelOf(order) }));
  if (value && !data.some((item) => item.value === value)) data.unshift({ value, label: value });
  const byNo = new Map(found.map((order) => [order.outboundNo, order]));
  return (
    <Select
      label={t('rma.field.originalOutboundNo')}
      description={t('rma.edit.orderHint')}
      placeholder={t('rma.edit.orderPlaceholder')}
      required
      searchable
      clearable
      disabled={disabled}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      error={error}
      nothingFoundMessage={answer.isFetching ? t('common.loading') : t('rma.edit.noOrders')}
      renderOption={({ option }) => {
        const order = byNo.get(option.value);
        return (
          <Stack gap={0}>
            <Text fz="sm" ff="monospace">
              {option.value}
            </Text>
            {order ? (
              <Text fz="xs" c="dimmed">
                {t('rma.edit.orderOption', {
                  reference: order.referenceNo || '—',
                  tracking: order.trackingNo || '—',
                  warehouse: order.warehouseCode,
                  date: formatDate(order.createdAt, locale),
                })}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
