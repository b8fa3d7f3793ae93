import { Alert, Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { outboundContextOf, outboundOrderMachine } from '@machines/business/outbound-order.machine';
import { getOutbound } from '@/api/business/outbound';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { CustomerOnly, EditGate } from '@/views/Business/shared/EditGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useDocument } from '@/views/Business/shared/use-document';
import { detailPath, OUTBOUND_LIST_PATH } from './parts/outbound-paths';
import { emptyOutbound, isOutboundType, valuesOf } from './edit/outbound-form';
import { OutboundForm, type OutboundFormProps } from './edit/OutboundForm';
import { submitEventOf } from './edit/use-outbound-save';
import { useOutboundWarehouses } from './edit/use-outbound-refs';

function EditPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslate();
  return (
    <BusinessPage
      title={title}
      extra={extra}
      back={OUTBOUND_LIST_PATH}
      backLabel={t('outbound.edit.backToList')}
    >
      {children}
    </BusinessPage>
  );
}

/**
 * `/outbound/add` (`?type=B2B|FBA`) and `/outbound/edit/:id`: the customer's form of one outbound
 * order (business.md §6).
 */
export default function OutboundEdit() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id?: string }>();
  const search = useHashSearch();
  const asked = new URLSearchParams(search).get('type');
  const type = isOutboundType(asked) ? asked : 'B2C';
  const { warehouses, loading: warehousesLoading, failed } = useOutboundWarehouses();
  // a new form after each created order: the add page stays open in its tab
  const [round, setRound] = useState(0);
  const done = useCallback(
    (order: { id: string }) => {
      if (!id) setRound((n) => n + 1);
      navigate(detailPath(order.id));
    },
    [id],
  );
  const title = t(id ? 'outbound.edit.editTitle' : `outbound.edit.addTitle.${type}`);

  const formProps = { warehouses, warehousesLoading, onDone: done };
  const warning = failed ? (
    <Alert color="red" role="alert">
      {t('outbound.edit.warehousesFailed')}
    </Alert>
  ) : null;
  if (!id) {
    return (
      <EditPage title={title}>
        <CustomerOnly message={t('outbound.edit.customerOnly')}>
          {warning}
          <OutboundForm
            key={`${type}-${round}`}
            label={title}
            initialValues={emptyOutbound(type)}
            {...formProps}
          />
        </CustomerOnly>
      </EditPage>
    );
  }
  return (
    <EditExisting id={id} title={title} formProps={formProps}>
      {warning}
    </EditExisting>
  );
}

function EditExisting({
  id,
  title,
  formProps,
  children,
}: {
  id: string;
  title: string;
  formProps: Omit<OutboundFormProps, 'initialValues' | 'orderId' | 'label' | 'submitOffered'>;
  children: ReactNode;
}) {
  const { t } = useTranslate();
  const state = useDocument(getOutbound, id);
  const order = state.doc;
  const heading = order ? `${title} ${order.outboundNo}` : title;
  return (
    <EditPage title={heading} extra={order && <StatusBadge kind="outbound" status={order.status} />}>
      <CustomerOnly message={t('outbound.edit.customerOnly')}>
        {children}
        <DocumentGate state={state}>
          {(loaded) => (
            <EditGate
              machine={outboundOrderMachine}
              status={loaded.status}
              context={outboundContextOf(loaded)}
              kind="outbound"
              notEditable="outbound.edit.notEditable"
              toDetail={{ label: t('outbound.edit.toDetail'), path: detailPath(loaded.id) }}
            >
              <Stack gap="md">
                {loaded.exceptionReason ? (
                  <Alert color="orange" title={t('outbound.edit.inException')}>
                    {t(`outbound.edit.exceptionAdvice.${loaded.exceptionReason}`)}
                  </Alert>
                ) : null}
                {/* keyed by the stored version: a reload after someone else's change starts the form again */}
                <OutboundForm
                  key={loaded.updatedAt}
                  label={heading}
                  initialValues={valuesOf(loaded)}
                  orderId={loaded.id}
                  submitOffered={submitEventOf(loaded) !== null}
                  {...formProps}
                />
              </Stack>
            </EditGate>
          )}
        </DocumentGate>
      </CustomerOnly>
    </EditPage>
  );
}
