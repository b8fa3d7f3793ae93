import { Alert } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import type { InboundOrder } from '@/api/business/types/documents';
import { formatDateTime, formatDate, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** The order's header fields; operator-only and conditional ones appear only where they apply. */
export function DetailHeader({ order, showCustomer }: { order: InboundOrder; showCustomer: boolean }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const code = (group: string) => (value: string) => t(`inbound.${group}.${value}`);
  const dash = (value: string) => value || '—';
  const items: DescriptionItem<InboundOrder>[] = [
    { field: 'customerId', label: 'inbound.field.customer', hidden: !showCustomer },
    { field: 'warehouseCode', label: 'inbound.field.warehouse' },
    { field: 'referenceNo', label: 'inbound.field.referenceNo', render: (o) => dash(o.referenceNo) },
    { field: 'type', label: 'inbound.field.type', render: (o) => code('type')(o.type) },
    {
      field: 'shippingMode',
      label: 'inbound.field.shippingMode',
      render: (o) => code('shippingMode')(o.shippingMode),
    },
    { field: 'loadType', label: 'inbound.field.loadType', render: (o) => code('loadType')(o.loadType) },
    {
      field: 'containerType',
      label: 'inbound.field.containerType',
      hidden: order.shippingMode !== 'SEA_FCL',
    },
    { field: 'eta', label: 'inbound.field.eta', render: (o) => formatDate(o.eta, locale) },
    {
      field: 'trackingNos',
      label: 'inbound.field.trackingNos',
      render: (o) => dash(o.trackingNos.join(', ')),
    },
    { field: 'containerNo', label: 'inbound.field.containerNo', render: (o) => dash(o.containerNo) },
    {
      field: 'deliveryMethod',
      label: 'inbound.field.deliveryMethod',
      render: (o) => code('deliveryMethod')(o.deliveryMethod),
    },
    {
      field: 'pickupAddress',
      label: 'inbound.field.pickupAddress',
      hidden: order.deliveryMethod !== 'PICKUP',
      span: 2,
    },
    {
      field: 'totals',
      label: 'inbound.field.totals',
      span: 2,
      render: (o) =>
        t('inbound.totals.summary', {
          boxes: o.totals.boxes,
          units: formatNumber(o.totals.units, locale),
          weight: formatNumber(o.totals.weightKg, locale, 3),
          volume: formatNumber(o.totals.volumeM3, locale, 3),
        }),
    },
    {
      field: 'createdAt',
      label: 'inbound.field.createdAt',
      render: (o) => formatDateTime(o.createdAt, locale),
    },
    {
      field: 'arrivedAt',
      label: 'inbound.field.arrivedAt',
      hidden: !order.arrivedAt,
      render: (o) => formatDateTime(o.arrivedAt, locale),
    },
    { field: 'remark', label: 'inbound.field.remark', span: 3, render: (o) => dash(o.remark) },
  ];
  return (
    <>
      {order.status === 'REJECTED' && order.reviewRemark ? (
        <Alert color="red" title={t('inbound.detail.rejectedBecause')}>
          {order.reviewRemark}
        </Alert>
      ) : null}
      {order.status === 'CANCELLED' && order.cancelReason ? (
        <Alert color="gray" title={t('inbound.detail.cancelledBecause')}>
          {order.cancelReason}
        </Alert>
      ) : null}
      <Descriptions items={items} data={order} bordered labelWidth={110} />
    </>
  );
}
