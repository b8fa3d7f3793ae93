import { Anchor, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { OutboundOrder } from '@/api/business/types/documents';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import { countryName, formatDateTime, formatNumber, formatWeight } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { trackingUrl } from './exception-facts';
import type { OrderRefs } from './use-order-refs';

const dash = (value: string | null | undefined) => (value ? value : '—');

/** The tracking number, linked to the carrier's tracking page when the carrier has one. */
export function TrackingLink({ order, refs }: { order: OutboundOrder; refs: OrderRefs }) {
  const { t } = useTranslate();
  if (!order.trackingNo) return <>—</>;
  const url = trackingUrl(refs.carrier?.trackingUrlTemplate, order.trackingNo);
  if (!url) return <>{order.trackingNo}</>;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('outbound.detail.trackAt', {
        trackingNo: order.trackingNo,
        carrier: refs.carrier?.name ?? '',
      })}
    >
      {order.trackingNo}
    </Anchor>
  );
}

/** The order's header: what it is, where from, by whom, and when. */
export function OrderFacts({
  order,
  refs,
  showCustomer,
}: {
  order: OutboundOrder;
  refs: OrderRefs;
  showCustomer: boolean;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const items: DescriptionItem<OutboundOrder>[] = [
    { field: 'customerId', label: 'outbound.detail.field.customer', hidden: !showCustomer },
    { field: 'referenceNo', label: 'outbound.detail.field.referenceNo', render: (o) => dash(o.referenceNo) },
    {
      field: 'type',
      label: 'outbound.detail.field.type',
      render: (o) => t(`outbound.detail.type.${o.type}`),
    },
    {
      field: 'platform',
      label: 'outbound.detail.field.platformStore',
      render: (o) =>
        [o.platform ? t(`outbound.detail.platform.${o.platform}`, o.platform) : '', o.storeName]
          .filter(Boolean)
          .join(' · ') || '—',
    },
    {
      field: 'warehouseCode',
      label: 'outbound.detail.field.warehouse',
      render: (o) => (refs.warehouseName ? `${o.warehouseCode} · ${refs.warehouseName}` : o.warehouseCode),
    },
    {
      field: 'carrierCode',
      label: 'outbound.detail.field.carrier',
      render: (o) => (refs.carrier ? `${refs.carrier.name} (${o.carrierCode})` : o.carrierCode),
    },
    {
      field: 'businessMode',
      label: 'outbound.detail.field.businessMode',
      render: (o) => t(`outbound.detail.businessMode.${o.businessMode}`),
    },
    {
      field: 'trackingNo',
      label: 'outbound.detail.field.trackingNo',
      render: (o) => <TrackingLink order={o} refs={refs} />,
    },
    {
      field: 'actualWeightKg',
      label: 'outbound.detail.field.actualWeight',
      hidden: order.actualWeightKg === null,
      render: (o) => formatWeight(o.actualWeightKg, locale),
    },
    {
      field: 'createdAt',
      label: 'outbound.detail.field.createdAt',
      render: (o) => formatDateTime(o.createdAt, locale),
    },
    {
      field: 'updatedAt',
      label: 'outbound.detail.field.updatedAt',
      render: (o) => formatDateTime(o.updatedAt, locale),
    },
    { field: 'remark', label: 'outbound.detail.field.remark', span: 3, render: (o) => dash(o.remark) },
  ];
  return <Descriptions items={items} data={order} bordered labelWidth={110} />;
}

/** The consignee and the services asked of the carrier. */
export function ConsigneeFacts({ order }: { order: OutboundOrder }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const c = order.consignee;
  const items: DescriptionItem<OutboundOrder>[] = [
    { field: 'name', label: 'outbound.detail.consignee.name', render: () => dash(c.name) },
    { field: 'company', label: 'outbound.detail.consignee.company', render: () => dash(c.company) },
    { field: 'phone', label: 'outbound.detail.consignee.phone', render: () => dash(c.phone) },
    { field: 'email', label: 'outbound.detail.consignee.email', render: () => dash(c.email) },
    {
      field: 'address',
      label: 'outbound.detail.consignee.address',
      span: 2,
      render: () => (
        <Text fz="sm" component="span" style={{ whiteSpace: 'pre-line' }}>
          {[
            [c.address1, c.address2].filter(Boolean).join(', '),
            `${c.city}, ${c.state} ${c.postcode}`,
            countryName(c.countryCode, locale),
          ].join('\n')}
        </Text>
      ),
    },
    {
      field: 'signature',
      label: 'outbound.detail.services.signature',
      render: (o) => t(o.services.signature ? 'outbound.detail.yes' : 'outbound.detail.no'),
    },
    {
      field: 'insuranceValue',
      label: 'outbound.detail.services.insurance',
      render: (o) =>
        o.services.insuranceValue > 0
          ? t('outbound.detail.services.insuredFor', {
              amount: formatNumber(o.services.insuranceValue, locale, 2),
            })
          : t('outbound.detail.no'),
    },
  ];
  return <Descriptions items={items} data={order} bordered labelWidth={110} />;
}
