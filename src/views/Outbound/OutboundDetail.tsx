import { Alert, Button, Stack, Tabs } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { getOutbound } from '@/api/business/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentFees } from '@/views/Business/shared/DocumentFees';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocument } from '@/views/Business/shared/use-document';
import { ExceptionSection } from './detail/ExceptionSection';
import { FbaFacts, LinesTable } from './detail/LinesTable';
import { ConsigneeFacts, OrderFacts } from './detail/OrderFacts';
import { PackDialog } from './detail/PackDialog';
import { ReturnsSection } from './detail/ReturnsSection';
import { ShipDialog } from './detail/ShipDialog';
import { awaitsCancelAnswer, awaitsOwnLabel, isHeld } from './detail/order-states';
import { useOrderRefs } from './detail/use-order-refs';
import { WaybillTab } from './detail/WaybillTab';
import { DETAIL_ACTIONS, useOutboundActions } from './parts/outbound-actions';
import { editPath, OUTBOUND_LIST_PATH } from './parts/outbound-paths';

/** `/outbound/detail/:id`: one outbound order, the steps its state allows, its exception and its tabs. */
export default function OutboundDetail() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const state = useDocument(getOutbound, id);
  const role = useBusinessRole();
  const [packing, setPacking] = useState<OutboundOrder | null>(null);
  const [shipping, setShipping] = useState<OutboundOrder | null>(null);
  const actions = useOutboundActions(
    DETAIL_ACTIONS,
    state.reload,
    {
      edit: (order) => navigate(editPath(order.id)),
      pack: setPacking,
      ship: setShipping,
    },
    () => navigate(OUTBOUND_LIST_PATH),
  );
  const order = state.doc;
  return (
    <BusinessPage
      title={order?.outboundNo ?? t('outbound.detail.title')}
      extra={order && <StatusBadge kind="outbound" status={order.status} />}
      back={OUTBOUND_LIST_PATH}
      backLabel={t('outbound.detail.backToList')}
    >
      <DocumentGate state={state}>
        {(loaded) => {
          const inException = isHeld(loaded);
          return (
            <>
              <DocumentActions doc={loaded} actions={actions} except={inException ? ['resubmit'] : []} />
              <PackDialog
                order={packing}
                onConfirm={(o, payload) => actions.perform(o, 'pack', payload)}
                onClose={() => setPacking(null)}
              />
              <ShipDialog
                order={shipping}
                onConfirm={(o, payload) => actions.perform(o, 'ship', payload)}
                onClose={() => setShipping(null)}
              />
              <CancelNotices order={loaded} />
              {inException ? (
                <ExceptionSection key={loaded.id} order={loaded} actions={actions} onSaved={state.reload} />
              ) : null}
              <OrderBody
                order={loaded}
                showCustomer={role === 'operator'}
                canUpload={role === 'customer'}
                onChanged={state.reload}
              />
              <ReturnsSection order={loaded} canForecast={role === 'customer'} />
            </>
          );
        }}
      </DocumentGate>
    </BusinessPage>
  );
}

/** A pending cancel request with the customer's reason, or why the order was cancelled. */
function CancelNotices({ order }: { order: OutboundOrder }) {
  const { t } = useTranslate();
  if (awaitsCancelAnswer(order)) {
    return (
      <Alert color="orange" title={t('outbound.detail.cancelRequested')} role="status">
        {t('outbound.detail.cancelRequestReason', { reason: order.cancelRequestReason || '—' })}
      </Alert>
    );
  }
  // set only when the order is cancelled (by the customer, or at their request)
  if (order.cancelReason) {
    return (
      <Alert color="gray" title={t('outbound.detail.cancelledBecause')}>
        {order.cancelReason}
      </Alert>
    );
  }
  return null;
}

/** The customer's way out of a ship held for their label: to the waybill tab, where they upload it. */
function OwnLabelPrompt({ onUpload }: { onUpload: () => void }) {
  const { t } = useTranslate();
  return (
    <Alert color="orange" title={t('outbound.detail.ownLabel.title')} role="status">
      <Stack gap="xs" align="flex-start">
        {t('outbound.detail.ownLabel.message')}
        <Button size="xs" color="orange" onClick={onUpload}>
          {t('outbound.detail.ownLabel.action')}
        </Button>
      </Stack>
    </Alert>
  );
}

function OrderBody({
  order,
  showCustomer,
  canUpload,
  onChanged,
}: {
  order: OutboundOrder;
  showCustomer: boolean;
  canUpload: boolean;
  /** the order changed here (its label uploaded or voided): reload it */
  onChanged: () => void;
}) {
  const { t } = useTranslate();
  const refs = useOrderRefs(order);
  const [tab, setTab] = useState<string | null>('lines');
  return (
    <>
      {canUpload && awaitsOwnLabel(order) && tab !== 'waybill' ? (
        <OwnLabelPrompt onUpload={() => setTab('waybill')} />
      ) : null}
      <OrderFacts order={order} refs={refs} showCustomer={showCustomer} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="lines">{t('outbound.detail.tabs.lines')}</Tabs.Tab>
          <Tabs.Tab value="consignee">{t('outbound.detail.tabs.consignee')}</Tabs.Tab>
          {order.fba ? <Tabs.Tab value="fba">{t('outbound.detail.tabs.fba')}</Tabs.Tab> : null}
          <Tabs.Tab value="fees">{t('outbound.detail.tabs.fees')}</Tabs.Tab>
          <Tabs.Tab value="waybill">{t('outbound.detail.tabs.waybill')}</Tabs.Tab>
          <Tabs.Tab value="log">{t('outbound.detail.tabs.log')}</Tabs.Tab>
        </Tabs.List>
        <Stack pt="md">
          <Tabs.Panel value="lines">
            <LinesTable order={order} refs={refs} />
          </Tabs.Panel>
          <Tabs.Panel value="consignee">
            <ConsigneeFacts order={order} />
          </Tabs.Panel>
          {order.fba ? (
            <Tabs.Panel value="fba">
              <Stack gap="md">
                <FbaFacts order={order} />
              </Stack>
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="fees">
            <DocumentFees
              docType="OUTBOUND"
              docNo={order.outboundNo}
              customerId={order.customerId}
              version={order.updatedAt}
              emptyMessage={t('outbound.detail.fees.none')}
              label={t('outbound.detail.tabs.fees')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="waybill">
            <WaybillTab order={order} canUpload={canUpload} onChanged={onChanged} />
          </Tabs.Panel>
          <Tabs.Panel value="log">
            <ActionLogTab entries={order.actionLog} kind="outbound" />
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </>
  );
}
