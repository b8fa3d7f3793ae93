import { Alert, Button, Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { availableActions } from '@machines/business/lifecycle';
import { inboundContextOf, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { getInbound } from '@/api/business/inbound';
import { navigate } from '@/app/router/hash-location';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { StatusBadge, statusKey } from '@/views/Business/shared/StatusBadge';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocument } from '@/views/Business/shared/use-document';
import { detailPath, INBOUND_LIST_PATH } from './parts/inbound-paths';
import { useWarehouses } from './parts/use-warehouses';
import { emptyInbound, valuesOf } from './edit/inbound-form';
import { InboundForm } from './edit/InboundForm';

function EditPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslate();
  return (
    <BusinessPage title={title} extra={extra} back={INBOUND_LIST_PATH} backLabel={t('inbound.backToList')}>
      {children}
    </BusinessPage>
  );
}

/** `/inbound/add` and `/inbound/edit/:id`: the customer's form of an inbound order (business.md §5). */
export default function InboundEdit() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id?: string }>();
  const role = useBusinessRole();
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
      <EditPage title={title}>
        <Alert color="blue">{t('inbound.edit.customerOnly')}</Alert>
      </EditPage>
    );
  }
  const formProps = { warehouses, warehousesLoading, onDone: done };
  if (!id) {
    return (
      <EditPage title={title}>
        <InboundForm key={round} label={title} initialValues={emptyInbound()} {...formProps} />
      </EditPage>
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
  const state = useDocument(getInbound, id);
  const order = state.doc;
  const heading = order ? `${title} ${order.inboundNo}` : title;
  return (
    <EditPage title={heading} extra={order && <StatusBadge kind="inbound" status={order.status} />}>
      <DocumentGate state={state}>
        {(loaded) =>
          // the chart says whether its customer may still change it
          availableActions(inboundOrderMachine, loaded.status, inboundContextOf(loaded), 'customer').includes(
            'edit',
          ) ? (
            <>
              {loaded.status === 'REJECTED' && loaded.reviewRemark ? (
                <Alert color="red" title={t('inbound.detail.rejectedBecause')}>
                  {loaded.reviewRemark}
                </Alert>
              ) : null}
              {/* keyed by the stored version: a reload after someone else's change starts the form again */}
              <InboundForm
                key={loaded.updatedAt}
                label={heading}
                initialValues={valuesOf(loaded)}
                orderId={loaded.id}
                {...formProps}
              />
            </>
          ) : (
            <Stack align="flex-start">
              <Alert color="yellow">
                {t('inbound.edit.notEditable', { status: t(statusKey('inbound', loaded.status)) })}
              </Alert>
              <Button variant="light" onClick={() => navigate(detailPath(loaded.id))}>
                {t('inbound.edit.toDetail')}
              </Button>
            </Stack>
          )
        }
      </DocumentGate>
    </EditPage>
  );
}
