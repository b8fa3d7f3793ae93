import { Alert } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { inboundContextOf, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { getInbound } from '@/api/business/inbound';
import { navigate } from '@/app/router/hash-location';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { CustomerOnly, EditGate } from '@/views/Business/shared/EditGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
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

  const formProps = { warehouses, warehousesLoading, onDone: done };
  if (!id) {
    return (
      <EditPage title={title}>
        <CustomerOnly message={t('inbound.edit.customerOnly')}>
          <InboundForm key={round} label={title} initialValues={emptyInbound()} {...formProps} />
        </CustomerOnly>
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
      <CustomerOnly message={t('inbound.edit.customerOnly')}>
        <DocumentGate state={state}>
          {(loaded) => (
            <EditGate
              machine={inboundOrderMachine}
              status={loaded.status}
              context={inboundContextOf(loaded)}
              kind="inbound"
              notEditable="inbound.edit.notEditable"
              toDetail={{ label: t('inbound.edit.toDetail'), path: detailPath(loaded.id) }}
            >
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
            </EditGate>
          )}
        </DocumentGate>
      </CustomerOnly>
    </EditPage>
  );
}
