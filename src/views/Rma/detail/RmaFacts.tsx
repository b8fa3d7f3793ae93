import { useTranslate } from '@tolgee/react';
import type { Rma } from '@/api/business/types/documents';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import { formatDateTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { HashLink } from '@/views/Business/shared/HashLink';
import { stepAt } from './rma-facts';
import { useOriginalOutboundId } from './use-original-outbound';

const dash = (value: string | null | undefined) => (value ? value : '—');

/** The original outbound order, linked to its page once its id is known. */
function OriginalOrder({ rma }: { rma: Rma }) {
  const { t } = useTranslate();
  const id = useOriginalOutboundId(rma.originalOutboundNo, rma.customerId);
  if (!rma.originalOutboundNo) return <>—</>;
  if (!id) return <>{rma.originalOutboundNo}</>;
  return (
    <HashLink
      to={`/outbound/detail/${encodeURIComponent(id)}`}
      aria-label={t('rma.detail.outbound.openOrder', { document: rma.originalOutboundNo })}
    >
      {rma.originalOutboundNo}
    </HashLink>
  );
}

/** The RMA's header: what came back, from where, to which warehouse, and when each step happened. */
export function RmaFacts({ rma, showCustomer }: { rma: Rma; showCustomer: boolean }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const at = (action: string) => {
    const when = stepAt(rma, action);
    return when ? formatDateTime(when, locale) : '—';
  };
  const items: DescriptionItem<Rma>[] = [
    { field: 'customerId', label: 'rma.detail.field.customer', hidden: !showCustomer },
    { field: 'referenceNo', label: 'rma.detail.field.referenceNo', render: (r) => dash(r.referenceNo) },
    { field: 'source', label: 'rma.detail.field.source', render: (r) => t(`rma.detail.source.${r.source}`) },
    {
      field: 'originalOutboundNo',
      label: 'rma.detail.field.originalOutbound',
      render: (r) => <OriginalOrder rma={r} />,
    },
    { field: 'warehouseCode', label: 'rma.detail.field.warehouse' },
    { field: 'trackingNo', label: 'rma.detail.field.trackingNo', render: (r) => dash(r.trackingNo) },
    {
      field: 'createdAt',
      label: 'rma.detail.field.createdAt',
      render: (r) => formatDateTime(r.createdAt, locale),
    },
    { field: 'receivedAt', label: 'rma.detail.field.receivedAt', render: () => at('receive') },
    { field: 'completedAt', label: 'rma.detail.field.completedAt', render: () => at('process') },
    { field: 'reason', label: 'rma.detail.field.reason', span: 3, render: (r) => dash(r.reason) },
  ];
  return <Descriptions items={items} data={rma} bordered labelWidth={110} />;
}
