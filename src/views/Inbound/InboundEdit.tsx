import { Alert, Button, Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useCallback, useState } from 'react';
import { useParams } from 'wouter';
import { getSkuList } from '@/api/business/sku';
import { navigate } from '@/app/router/hash-location';
import { detailPath, InboundPage } from './common/InboundPage';
import { LoadProblem } from './common/LoadProblem';
import { InboundStatusBadge, statusLabelKey } from './common/StatusBadge';
import { useInbound } from './common/use-inbound';
import { useInboundRole } from './common/use-inbound-role';
import { useWarehouses } from './common/use-warehouses';
import { emptyInbound, valuesOf } from './edit/inbound-form';
import { InboundForm } from './edit/InboundForm';
import type { SkuSearch } from './edit/SkuPicker';

const EDITABLE = new Set(['DRAFT', 'REJECTED']);

const searchApprovedSkus: SkuSearch = async (keyword) => {
  const page = await getSkuList({
    pageIndex: 1,
    pageSize: 20,
    status: 'APPROVED',
    keyword: keyword || undefined,
  });
  return page.list.map((sku) => ({ sku: sku.sku, name: sku.nameEn || sku.nameCn }));
};

/** `/inbound/add` and `/inbound/edit/:id`: the customer's form of an inbound order (business.md §5). */
export default function InboundEdit() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id?: string }>();
  const role = useInboundRole();
  const { warehouses, loading: warehousesLoading } = useWarehouses(true);
  // a new form after each created order: the add page stays open in its tab
  const [round, setRound] = useState(0);
  const done = useCallback(
    (order: { id: string }) => {
      if (!id) setRound((n) => n + 1);
      navigate(detailPath(order.id));
    },
    [id],
  );
  const title = t(id ? 'inbound.edit.editTitle' : 'inbound.edit.addTitle');

  if (role !== 'customer') {
    return (
      <InboundPage title={title}>
        <Alert color="blue">{t('inbound.edit.customerOnly')}</Alert>
      </InboundPage>
    );
  }
  const formProps = { warehouses, warehousesLoading, searchSkus: searchApprovedSkus, onDone: done };
  if (!id) {
    return (
      <InboundPage title={title}>
        <InboundForm key={round} label={title} initialValues={emptyInbound()} {...formProps} />
      </InboundPage>
    );
  }
  return <EditExisting id={id} title={title} formProps={formProps} />;
}

function EditExisting({
  id,
  title,
  formProps,
}: {
  id: string;
  title: string;
  formProps: Omit<Parameters<typeof InboundForm>[0], 'initialValues' | 'orderId' | 'label'>;
}) {
  const { t } = useTranslate();
  const { load, reload } = useInbound(id);
  if (load.status !== 'loaded') {
    return (
      <InboundPage title={title}>
        <LoadProblem load={load} onRetry={reload} />
      </InboundPage>
    );
  }
  const { order } = load;
  const heading = `${title} ${order.inboundNo}`;
  if (!EDITABLE.has(order.status)) {
    return (
      <InboundPage title={heading} extra={<InboundStatusBadge status={order.status} />}>
        <Stack align="flex-start">
          <Alert color="yellow">
            {t('inbound.edit.notEditable', { status: t(statusLabelKey(order.status)) })}
          </Alert>
          <Button variant="light" onClick={() => navigate(detailPath(order.id))}>
            {t('inbound.edit.toDetail')}
          </Button>
        </Stack>
      </InboundPage>
    );
  }
  return (
    <InboundPage title={heading} extra={<InboundStatusBadge status={order.status} />}>
      {order.status === 'REJECTED' && order.reviewRemark ? (
        <Alert color="red" title={t('inbound.detail.rejectedBecause')}>
          {order.reviewRemark}
        </Alert>
      ) : null}
      {/* keyed by the stored version: a reload after someone else's change starts the form again */}
      <InboundForm
        key={order.updatedAt}
        label={heading}
        initialValues={valuesOf(order)}
        orderId={order.id}
        {...formProps}
      />
    </InboundPage>
  );
}
