import { Badge, Stack, Tabs } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { getInbound } from '@/api/business/inbound';
import type { InboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocument } from '@/views/Business/shared/use-document';
import { BoxesTab } from './detail/BoxesTab';
import { CostsTab } from './detail/CostsTab';
import { DetailHeader } from './detail/DetailHeader';
import { ExceptionsTab } from './detail/ExceptionsTab';
import { OrderForms, useOrderForms } from './detail/OrderForms';
import { ReceivedSkusTab } from './detail/ReceivedSkusTab';
import { LabelPrinter } from './labels/LabelPrinter';
import { DETAIL_ACTIONS, openExceptionsOf, useInboundActions } from './parts/inbound-actions';
import { editPath, INBOUND_LIST_PATH } from './parts/inbound-paths';
import { ReceivingPanel } from './receiving/ReceivingPanel';

const COUNTED = new Set(['RECEIVED', 'COMPLETED']);

/** `/inbound/detail/:id`: one order, the actions its state allows, receiving, and its tabs. */
export default function InboundDetail() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const state = useDocument(getInbound, id);
  const role = useBusinessRole();
  const [tab, setTab] = useState<string | null>('boxes');
  const forms = useOrderForms();
  const actions = useInboundActions(DETAIL_ACTIONS, state.reload, {
    ...forms.open,
    edit: (order) => navigate(editPath(order.id)),
    printLabels: () => setTab('labels'),
  });
  const order = state.doc;
  return (
    <BusinessPage
      title={order?.inboundNo ?? t('inbound.detail.title')}
      extra={order && <StatusBadge kind="inbound" status={order.status} />}
      back={INBOUND_LIST_PATH}
      backLabel={t('inbound.backToList')}
    >
      <DocumentGate state={state}>
        {(loaded) => {
          const offered = new Set(actions.actionsFor(loaded).map((spec) => spec.event));
          return (
            <>
              <DocumentActions doc={loaded} actions={actions} except={['receive']} />
              <OrderForms forms={forms} actions={actions} />
              <DetailHeader order={loaded} showCustomer={role === 'operator'} />
              {offered.has('receive') ? (
                <ReceivingPanel
                  key={loaded.updatedAt}
                  order={loaded}
                  actions={actions}
                  onChanged={state.replace}
                />
              ) : null}
              <OrderTabs order={loaded} tab={tab} onTab={setTab} labels={offered.has('printLabels')} />
            </>
          );
        }}
      </DocumentGate>
    </BusinessPage>
  );
}

interface OrderTabsProps {
  order: InboundOrder;
  tab: string | null;
  onTab: (tab: string | null) => void;
  /** whether the labels may be printed (a tab of its own) */
  labels: boolean;
}

function OrderTabs({ order, tab, onTab, labels }: OrderTabsProps) {
  const { t } = useTranslate();
  const open = openExceptionsOf(order).length;
  return (
    <Tabs value={tab} onChange={onTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="boxes">{t('inbound.tabs.boxes')}</Tabs.Tab>
        <Tabs.Tab
          value="exceptions"
          rightSection={
            open > 0 ? (
              <Badge size="xs" color="red" circle>
                {open}
              </Badge>
            ) : null
          }
        >
          {t('inbound.tabs.exceptions')}
        </Tabs.Tab>
        <Tabs.Tab value="skus">{t('inbound.tabs.skus')}</Tabs.Tab>
        <Tabs.Tab value="costs">{t('inbound.tabs.costs')}</Tabs.Tab>
        <Tabs.Tab value="log">{t('inbound.tabs.log')}</Tabs.Tab>
        {labels ? <Tabs.Tab value="labels">{t('inbound.tabs.labels')}</Tabs.Tab> : null}
      </Tabs.List>
      <Stack pt="md">
        <Tabs.Panel value="boxes">
          <BoxesTab boxes={order.boxes} counted={COUNTED.has(order.status)} />
        </Tabs.Panel>
        <Tabs.Panel value="exceptions">
          <ExceptionsTab order={order} />
        </Tabs.Panel>
        <Tabs.Panel value="skus">
          <ReceivedSkusTab orderId={order.id} version={order.updatedAt} />
        </Tabs.Panel>
        <Tabs.Panel value="costs">
          <CostsTab orderId={order.id} version={order.updatedAt} />
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <ActionLogTab entries={order.actionLog} kind="inbound" />
        </Tabs.Panel>
        {labels ? (
          <Tabs.Panel value="labels">
            <LabelPrinter orderId={order.id} inboundNo={order.inboundNo} />
          </Tabs.Panel>
        ) : null}
      </Stack>
    </Tabs>
  );
}
