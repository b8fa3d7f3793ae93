import { Alert, Stack, Tabs } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { getRma } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import type { AppliedStrategy } from '@/api/business/types/sku';
import { navigate } from '@/app/router/hash-location';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocument } from '@/views/Business/shared/use-document';
import { ProcessDialog } from './detail/ProcessDialog';
import { ReceivePanel } from './detail/ReceivePanel';
import { RmaFacts } from './detail/RmaFacts';
import { RmaFees } from './detail/RmaFees';
import { RmaLines } from './detail/RmaLines';
import { RmaOutcome, useRmaFlow } from './detail/RmaOutcome';
import { stepAt } from './detail/rma-facts';
import { useRmaStrategies } from './detail/use-rma-strategies';
import { RMA_DETAIL_ACTIONS, useRmaActions } from './parts/rma-actions';
import { RMA_LIST_PATH, rmaEditPath } from './parts/rma-paths';

/** `/rma/detail/:id`: one return, the steps its state allows, and what became of each unit. */
export default function RmaDetail() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const state = useDocument(getRma, id);
  const role = useBusinessRole();
  const [receiving, setReceiving] = useState(false);
  const [processing, setProcessing] = useState<Rma | null>(null);
  const actions = useRmaActions(
    RMA_DETAIL_ACTIONS,
    state.reload,
    {
      edit: (rma) => navigate(rmaEditPath(rma.id)),
      receive: () => setReceiving(true),
      process: setProcessing,
    },
    () => navigate(RMA_LIST_PATH),
  );
  const rma = state.doc;
  return (
    <BusinessPage
      title={rma?.rmaNo ?? t('rma.detail.title')}
      extra={rma && <StatusBadge kind="rma" status={rma.status} />}
      back={RMA_LIST_PATH}
      backLabel={t('rma.detail.backToList')}
    >
      <DocumentGate state={state}>
        {(loaded) => (
          <RmaBody
            rma={loaded}
            showCustomer={role === 'operator'}
            actions={actions}
            receiving={receiving}
            onReceived={() => setReceiving(false)}
            processing={processing}
            onProcessClosed={() => setProcessing(null)}
          />
        )}
      </DocumentGate>
    </BusinessPage>
  );
}

interface RmaBodyProps {
  rma: Rma;
  showCustomer: boolean;
  actions: ReturnType<typeof useRmaActions>;
  receiving: boolean;
  onReceived: () => void;
  processing: Rma | null;
  onProcessClosed: () => void;
}

function RmaBody({
  rma,
  showCustomer,
  actions,
  receiving,
  onReceived,
  processing,
  onProcessClosed,
}: RmaBodyProps) {
  const { t } = useTranslate();
  const strategies = useRmaStrategies(rma);
  const applied = strategies.data ?? [];
  const processed = stepAt(rma, 'process') !== null;
  return (
    <Stack gap="md">
      <DocumentActions doc={rma} actions={actions} />
      <ProcessDialog
        rma={processing}
        strategies={applied}
        onConfirm={(doc) => actions.perform(doc, 'process', {})}
        onClose={onProcessClosed}
      />
      {rma.cancelReason ? (
        <Alert color="gray" title={t('rma.detail.cancelledBecause')}>
          {rma.cancelReason}
        </Alert>
      ) : null}
      {receiving && actions.actionsFor(rma).some((spec) => spec.event === 'receive') ? (
        <ReceivePanel
          key={rma.updatedAt}
          rma={rma}
          photoRequired={applied.some((line) => line.photoRequired)}
          onReceive={(doc, payload) => actions.perform(doc, 'receive', payload)}
          onClose={onReceived}
        />
      ) : null}
      <RmaFacts rma={rma} showCustomer={showCustomer} />
      {/* a return just processed opens on what became of its units */}
      <RmaTabs key={processed ? 'processed' : 'open'} rma={rma} processed={processed} applied={applied} />
    </Stack>
  );
}

function RmaTabs({ rma, processed, applied }: { rma: Rma; processed: boolean; applied: AppliedStrategy[] }) {
  const { t } = useTranslate();
  const flow = useRmaFlow(rma);
  const [tab, setTab] = useState<string | null>(processed ? 'outcome' : 'lines');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value="lines">{t('rma.detail.tabs.lines')}</Tabs.Tab>
        {processed ? <Tabs.Tab value="outcome">{t('rma.detail.tabs.outcome')}</Tabs.Tab> : null}
        {processed ? null : <Tabs.Tab value="fees">{t('rma.detail.tabs.fees')}</Tabs.Tab>}
        <Tabs.Tab value="log">{t('rma.detail.tabs.log')}</Tabs.Tab>
      </Tabs.List>
      <Stack pt="md">
        <Tabs.Panel value="lines">
          <RmaLines rma={rma} />
        </Tabs.Panel>
        {processed ? (
          <Tabs.Panel value="outcome">
            <RmaOutcome rma={rma} strategies={applied} flow={flow} />
          </Tabs.Panel>
        ) : (
          <Tabs.Panel value="fees">
            <RmaFees rma={rma} label={t('rma.detail.tabs.fees')} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="log">
          <ActionLogTab entries={rma.actionLog} kind="rma" />
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
