import { Badge, Stack, Tabs } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { usePermission } from '@/components/Permission/usePermission';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { inboundActionsFor, inboundBlockersFor, openExceptionsOf } from './common/inbound-actions';
import { InboundPage } from './common/InboundPage';
import { LoadProblem } from './common/LoadProblem';
import { InboundStatusBadge } from './common/StatusBadge';
import { useInbound } from './common/use-inbound';
import { useInboundRole } from './common/use-inbound-role';
import { BoxesTab } from './detail/BoxesTab';
import { CostsTab } from './detail/CostsTab';
import { DetailActions } from './detail/DetailActions';
import { DetailHeader } from './detail/DetailHeader';
import { ExceptionsTab } from './detail/ExceptionsTab';
import { ReceivedSkusTab } from './detail/ReceivedSkusTab';
import { LabelPrinter } from './labels/LabelPrinter';
import { ReceivingPanel } from './receiving/ReceivingPanel';

const COUNTED = new Set(['RECEIVED', 'COMPLETED']);

/** `/inbound/detail/:id`: one order, the actions its state allows, receiving, and its tabs. */
export default function InboundDetail() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const { load, reload, replace } = useInbound(id);
  const role = useInboundRole();
  const { hasPermission } = usePermission();
  const [tab, setTab] = useState<string | null>('boxes');

  if (load.status !== 'loaded') {
    return (
      <InboundPage title={t('inbound.detail.title')}>
        <LoadProblem load={load} onRetry={reload} />
      </InboundPage>
    );
  }
  const { order } = load;
  const actions = inboundActionsFor(order, role, hasPermission);
  const open = openExceptionsOf(order).length;
  const canPrint = actions.includes('printLabels');
  const receiving = actions.includes('receive');
  const blockers = { putaway: inboundBlockersFor(order, role, 'putaway') };
  return (
    <InboundPage title={order.inboundNo} extra={<InboundStatusBadge status={order.status} />}>
      <DetailActions
        order={order}
        actions={actions}
        blockers={blockers}
        onChanged={replace}
        onShowLabels={() => setTab('labels')}
      />
      <DetailHeader order={order} showCustomer={role === 'operator'} />
      {receiving ? <ReceivingPanel key={order.updatedAt} order={order} onChanged={replace} /> : null}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
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
          {canPrint ? <Tabs.Tab value="labels">{t('inbound.tabs.labels')}</Tabs.Tab> : null}
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
          {canPrint ? (
            <Tabs.Panel value="labels">
              <LabelPrinter orderId={order.id} inboundNo={order.inboundNo} />
            </Tabs.Panel>
          ) : null}
        </Stack>
      </Tabs>
    </InboundPage>
  );
}
