import { Badge, Drawer, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import {
  getOutboundBatch,
  getOutboundBatchLabels,
  getOutboundHandoverSheet,
} from '@/api/business/outbound-batch';
import type { OutboundBatch, OutboundBatchDetail, OutboundOrder } from '@/api/business/types/documents';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { downloadBlob } from '@/views/Business/shared/download-blob';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useDocument } from '@/views/Business/shared/use-document';
import { BATCH_DETAIL_ACTIONS, useBatchActions } from '../parts/batch-actions';
import { LabelFile } from '../parts/LabelFile';
import { BatchOrders } from './BatchOrders';
import { RemarkEditor } from './RemarkEditor';

export interface BatchDrawerProps {
  /** the batch shown; null: closed */
  batchId: string | null;
  onClose: () => void;
  /** the list behind it is stale */
  onChanged: () => void;
  withCustomer: boolean;
}

/** One batch: its facts, the actions its chart offers, its labels, its orders, its log. */
export function BatchDrawer({ batchId, onClose, onChanged, withCustomer }: BatchDrawerProps) {
  const { t } = useTranslate();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const state = useDocument(getOutboundBatch, batchId ?? '');
  const batch = batchId ? state.doc : null;
  return (
    <Drawer
      opened={batchId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        <Group gap="xs">
          <Title order={4}>{batch?.batchNo ?? t('outbound.batch.detail.title')}</Title>
          {batch ? <StatusBadge kind="outboundBatch" status={batch.status} /> : null}
        </Group>
      }
    >
      {batchId ? (
        <DocumentGate state={state}>
          {(loaded) => (
            <BatchBody
              batch={loaded}
              withCustomer={withCustomer}
              onChanged={() => {
                state.reload();
                onChanged();
              }}
              onDeleted={() => {
                onClose();
                onChanged();
              }}
            />
          )}
        </DocumentGate>
      ) : null}
    </Drawer>
  );
}

interface BatchBodyProps {
  batch: OutboundBatchDetail;
  withCustomer: boolean;
  onChanged: () => void;
  onDeleted: () => void;
}

function BatchBody({ batch, withCustomer, onChanged, onDeleted }: BatchBodyProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [editing, setEditing] = useState<OutboundBatch | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('orders');
  const actions = useBatchActions(
    BATCH_DETAIL_ACTIONS,
    onChanged,
    {
      edit: (doc) => setEditing(doc),
      printLabels: () => setTab('labels'),
      handoverSheet: (doc) =>
        void getOutboundHandoverSheet(doc.id).then(
          (blob) => downloadBlob(blob, `${doc.batchNo}-handover.pdf`),
          () => undefined,
        ),
    },
    onDeleted,
  );
  const offered = new Set(
    actions
      .actionsFor(batch)
      .filter((spec) => actions.blockersFor(batch, spec).length === 0)
      .map((spec) => spec.event),
  );
  const remove = async (order: OutboundOrder) => {
    setRemoving(order.id);
    await actions.perform(batch, 'removeOrders', { orderIds: [order.id] });
    setRemoving(null);
  };
  const at = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const facts: [string, string][] = [
    [t('outbound.batch.field.kind'), t(`outbound.batch.kind.${batch.kind}`)],
    ...(withCustomer
      ? [
          [t('business.field.customer'), batch.customerId ?? t('outbound.batch.detail.anyCustomer')] as [
            string,
            string,
          ],
        ]
      : []),
    [t('business.field.warehouse'), batch.warehouseCode],
    [t('outbound.batch.field.carrier'), batch.carrierCode],
    [t('outbound.batch.field.orderCount'), formatNumber(batch.orderIds.length, locale)],
    [t('business.field.createdAt'), `${at(batch.createdAt)} · ${batch.createdBy}`],
    [t('outbound.batch.field.printedAt'), at(batch.printedAt)],
    [t('outbound.batch.field.handedOverAt'), at(batch.handedOverAt)],
    [t('business.field.remark'), batch.remark || '—'],
  ];
  return (
    <Stack gap="md">
      <DocumentActions doc={batch} actions={actions} except={['removeOrders']} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
        {facts.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap" align="baseline">
            <Text fz="sm" c="dimmed" miw={110}>
              {label}
            </Text>
            <Text fz="sm">{value}</Text>
          </Group>
        ))}
      </SimpleGrid>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab
            value="orders"
            rightSection={
              <Badge size="sm" variant="light" color="gray">
                {batch.orders.length}
              </Badge>
            }
          >
            {t('outbound.batch.detail.orders')}
          </Tabs.Tab>
          {offered.has('printLabels') ? (
            <Tabs.Tab value="labels">{t('outbound.batch.detail.labels')}</Tabs.Tab>
          ) : null}
          <Tabs.Tab value="log">{t('business.log.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="sm">
          <BatchOrders
            batch={batch}
            removing={removing}
            onRemove={offered.has('removeOrders') ? remove : undefined}
          />
        </Tabs.Panel>
        {offered.has('printLabels') ? (
          <Tabs.Panel value="labels" pt="sm">
            <LabelFile
              load={(size) => getOutboundBatchLabels(batch.id, size)}
              fileName={(size) => `${batch.batchNo}-labels-${size}.pdf`}
              title={t('outbound.batch.detail.labelsPreview', { no: batch.batchNo })}
            />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="log" pt="sm">
          <ActionLogTab entries={batch.actionLog} kind="outboundBatch" />
        </Tabs.Panel>
      </Tabs>
      <RemarkEditor
        key={editing?.updatedAt ?? 'closed'}
        batch={editing}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
    </Stack>
  );
}
