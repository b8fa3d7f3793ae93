import { Alert, Button, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconBan,
  IconCheck,
  IconEdit,
  IconPackageImport,
  IconPlayerPlay,
  IconPrinter,
  IconSend,
  IconTruck,
  IconTruckDelivery,
  IconX,
  IconBuildingWarehouse,
} from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState, type ReactNode } from 'react';
import type { InboundAction } from '@/api/business/inbound';
import { blockedMessageKey } from '@/views/Business/shared/action-spec';
import type { InboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { editPath } from '../common/InboundPage';
import { inboundContextOf } from '@machines/business/inbound-order.machine';
import type { BlockedReason } from '@machines/business/blockers';
import type { InboundOrderAction } from '../common/inbound-actions';
import { EstimateDialog } from '../edit/EstimateDialog';
import { ReasonDialog } from './ReasonDialog';
import { ShipDialog } from './ShipDialog';
import { useOrderAction } from './use-order-action';
import { useSubmitFromDetail } from './use-submit-from-detail';

interface DetailActionsProps {
  order: InboundOrder;
  actions: InboundOrderAction[];
  /** why an offered action cannot go on (the chart's document guards), by action */
  blockers: Partial<Record<InboundOrderAction, BlockedReason[]>>;
  onChanged: (order: InboundOrder) => void;
  onShowLabels: () => void;
}

/** The buttons the chart and the user's permissions allow on this order, with their dialogs. */
export function DetailActions({ order, actions, blockers, onChanged, onShowLabels }: DetailActionsProps) {
  const { t } = useTranslate();
  const action = useOrderAction(order.id, onChanged);
  const submit = useSubmitFromDetail(order.id, action);
  const [dialog, setDialog] = useState<'reject' | 'cancel' | 'ship' | null>(null);
  const has = (name: InboundOrderAction) => actions.includes(name);
  const busy = (name: InboundAction) => action.running === name;
  const confirm = (name: 'approve' | 'arrive' | 'putaway', color?: string) =>
    modals.openConfirmModal({
      title: t(`inbound.confirm.${name}.title`),
      children: <Text fz="sm">{t(`inbound.confirm.${name}.message`, { no: order.inboundNo })}</Text>,
      labels: { confirm: t(`business.action.${name}`), cancel: t('common.cancel') },
      confirmProps: { color },
      onConfirm: () => void action.run(name),
    });
  const context = inboundContextOf(order);
  const blockedBy = (name: InboundOrderAction) =>
    (blockers[name] ?? []).map((reason) => t(blockedMessageKey(reason), { ...context })).join(' ');
  const putawayBlocked = blockedBy('putaway');

  const buttons: ReactNode[] = [];
  const add = (key: string, node: ReactNode) => buttons.push(<span key={key}>{node}</span>);
  if (has('edit')) {
    add(
      'edit',
      <Button
        variant="default"
        leftSection={<IconEdit size={16} />}
        onClick={() => navigate(editPath(order.id))}
      >
        {t('business.action.edit')}
      </Button>,
    );
  }
  if (has('submit')) {
    add(
      'submit',
      <Button
        leftSection={<IconSend size={16} />}
        loading={submit.estimating || busy('submit')}
        onClick={() => void submit.open()}
      >
        {t('business.action.submit')}
      </Button>,
    );
  }
  if (has('approve')) {
    add(
      'approve',
      <Button
        color="green"
        leftSection={<IconCheck size={16} />}
        loading={busy('approve')}
        onClick={() => confirm('approve', 'green')}
      >
        {t('business.action.approve')}
      </Button>,
    );
  }
  if (has('reject')) {
    add(
      'reject',
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} />}
        onClick={() => setDialog('reject')}
      >
        {t('business.action.reject')}
      </Button>,
    );
  }
  if (has('printLabels')) {
    add(
      'print',
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={onShowLabels}>
        {t('inbound.detail.printLabels')}
      </Button>,
    );
  }
  if (has('markShipped')) {
    add(
      'ship',
      <Button leftSection={<IconTruck size={16} />} onClick={() => setDialog('ship')}>
        {t('business.action.markShipped')}
      </Button>,
    );
  }
  if (has('arrive')) {
    add(
      'arrive',
      <Button
        leftSection={<IconTruckDelivery size={16} />}
        loading={busy('arrive')}
        onClick={() => confirm('arrive')}
      >
        {t('business.action.arrive')}
      </Button>,
    );
  }
  if (has('startReceiving')) {
    add(
      'start',
      <Button
        leftSection={<IconPlayerPlay size={16} />}
        loading={busy('startReceiving')}
        onClick={() => void action.run('startReceiving')}
      >
        {t('business.action.startReceiving')}
      </Button>,
    );
  }
  if (has('putaway')) {
    add(
      'putaway',
      <Tooltip label={putawayBlocked} disabled={!putawayBlocked} multiline maw={320}>
        <Button
          color="green"
          leftSection={<IconBuildingWarehouse size={16} />}
          loading={busy('putaway')}
          disabled={Boolean(putawayBlocked)}
          aria-describedby={putawayBlocked ? `putaway-reason-${order.id}` : undefined}
          onClick={() => confirm('putaway', 'green')}
        >
          {t('business.action.putaway')}
        </Button>
      </Tooltip>,
    );
  }
  if (has('cancel')) {
    add(
      'cancel',
      <Button
        color="red"
        variant="subtle"
        leftSection={<IconBan size={16} />}
        onClick={() => setDialog('cancel')}
      >
        {t('business.action.cancel')}
      </Button>,
    );
  }

  return (
    <Stack gap="xs" align="stretch">
      {buttons.length > 0 ? (
        <Group
          gap="xs"
          justify="flex-end"
          wrap="wrap"
          role="toolbar"
          aria-label={t('inbound.detail.actions')}
        >
          {buttons}
        </Group>
      ) : null}
      {has('putaway') && putawayBlocked ? (
        <Text id={`putaway-reason-${order.id}`} fz="sm" c="orange" ta="right">
          <IconPackageImport size={14} style={{ verticalAlign: 'middle' }} /> {putawayBlocked}
        </Text>
      ) : null}
      {submit.problems.length > 0 ? (
        <Alert color="red" title={t('inbound.detail.submitProblems')} role="alert">
          <List size="sm">
            {submit.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <EstimateDialog
        estimate={submit.estimate}
        submitting={busy('submit')}
        onConfirm={() => void submit.confirm()}
        onClose={submit.close}
      />
      <ReasonDialog
        opened={dialog === 'reject'}
        title={t('inbound.reject.title', { no: order.inboundNo })}
        label={t('inbound.reject.reason')}
        required
        confirmLabel={t('business.action.reject')}
        color="red"
        onConfirm={(reason) => action.run('reject', { reason })}
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        opened={dialog === 'cancel'}
        title={t('inbound.cancel.title', { no: order.inboundNo })}
        message={t('inbound.cancel.message')}
        label={t('inbound.cancel.reason')}
        required={false}
        confirmLabel={t('inbound.cancel.confirm')}
        color="red"
        onConfirm={(reason) => action.run('cancel', reason ? { reason } : {})}
        onClose={() => setDialog(null)}
      />
      <ShipDialog
        order={dialog === 'ship' ? order : null}
        onConfirm={(shipment) => action.run('markShipped', shipment)}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
