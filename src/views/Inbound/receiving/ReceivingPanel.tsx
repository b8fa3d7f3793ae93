import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconBarcode, IconChecklist } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useRef, useState } from 'react';
import type { InboundEvent } from '@machines/business/inbound-order.machine';
import type { PayloadOf } from '@/api/business/types/api';
import type { InboundOrder } from '@/api/business/types/documents';
import type { DocumentActionsApi } from '@/views/Business/shared/use-document-actions';
import type { InboundPayload } from '../parts/inbound-actions';
import { RaiseExceptionDialog } from './RaiseExceptionDialog';
import { ReceivingTable } from './ReceivingTable';
import { boxOfScan, countedLines, discrepancies, expectedCounts, type Counts } from './receiving-counts';

interface ReceivingPanelProps {
  order: InboundOrder;
  /** the detail page's actions: receive goes through them */
  actions: Pick<DocumentActionsApi<InboundOrder, InboundPayload>, 'perform' | 'running'>;
  /** an exception was raised: the order as the server answered */
  onChanged: (order: InboundOrder) => void;
}

/** The operator's count of an order in RECEIVING: per box line, good and damaged, then receive. */
export function ReceivingPanel({ order, actions, onChanged }: ReceivingPanelProps) {
  const { t } = useTranslate();
  const rootRef = useRef<HTMLDivElement>(null);
  const [counts, setCounts] = useState<Counts>(() => expectedCounts(order.boxes));
  const [scan, setScan] = useState('');
  const [scanError, setScanError] = useState('');
  const [activeBox, setActiveBox] = useState<number | null>(null);
  const [raising, setRaising] = useState(false);
  const lines = countedLines(order.boxes, counts);
  const found = discrepancies(lines);

  const focusBox = () => {
    const box = boxOfScan(order.boxes, order.inboundNo, scan);
    if (!box) {
      setScanError(t('inbound.receiving.scanUnknown', { code: scan.trim() }));
      return;
    }
    setScanError('');
    setScan('');
    setActiveBox(box.boxNo);
    const first = rootRef.current?.querySelector<HTMLInputElement>(`input[data-count^="${box.boxNo}|"]`);
    first?.focus();
    first?.select();
  };

  const receive = async () => {
    const payload: PayloadOf<InboundEvent, 'receive'> = {
      lines: lines.map(({ boxNo, sku, receivedQty, goodQty, damagedQty }) => ({
        boxNo,
        sku,
        receivedQty,
        goodQty,
        damagedQty,
      })),
    };
    await actions.perform(order, 'receive', payload);
  };

  const raised = (next: InboundOrder) => {
    onChanged(next);
    notifications.show({ color: 'orange', message: t('inbound.raise.raised', { no: order.inboundNo }) });
  };

  const confirmReceive = () =>
    modals.openConfirmModal({
      title: t('inbound.confirm.receive.title'),
      children: (
        <Stack gap="xs">
          <Text fz="sm">{t('inbound.confirm.receive.message', { document: order.inboundNo })}</Text>
          {found.length === 0 ? (
            <Text fz="sm" c="green">
              {t('inbound.receiving.allMatch')}
            </Text>
          ) : (
            <List size="sm">
              {found.map((issue, index) => (
                <List.Item key={index}>
                  {t('inbound.receiving.issueLine', {
                    type: t(`inbound.exceptionType.${issue.type}`),
                    box: issue.boxNo,
                    sku: issue.sku,
                    qty: issue.qty,
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ),
      labels: { confirm: t('business.action.receive'), cancel: t('common.cancel') },
      onConfirm: () => void receive(),
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      ref={rootRef}
      component="section"
      aria-label={t('inbound.receiving.title')}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="lg">
            {t('inbound.receiving.title')}
          </Title>
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => setCounts(expectedCounts(order.boxes))}>
              {t('inbound.receiving.fillExpected')}
            </Button>
          </Group>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('inbound.receiving.intro')}
        </Text>
        <TextInput
          label={t('inbound.receiving.scan')}
          placeholder={t('inbound.receiving.scanPlaceholder')}
          leftSection={<IconBarcode size={16} />}
          value={scan}
          onChange={(event) => {
            setScan(event.currentTarget.value);
            setScanError('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              focusBox();
            }
          }}
          error={scanError || undefined}
          maw={420}
        />
        <ReceivingTable
          boxes={order.boxes}
          counts={counts}
          onChange={(key, count) => setCounts((previous) => ({ ...previous, [key]: count }))}
          activeBox={activeBox}
          disabled={actions.running !== null}
        />
        {found.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('inbound.receiving.willRaise', { count: found.length })}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconAlertTriangle size={16} />}
            onClick={() => setRaising(true)}
          >
            {t('inbound.raise.open')}
          </Button>
          <Button
            leftSection={<IconChecklist size={16} />}
            loading={actions.running === 'receive'}
            onClick={confirmReceive}
          >
            {t('business.action.receive')}
          </Button>
        </Group>
      </Stack>
      <RaiseExceptionDialog
        opened={raising}
        orderId={order.id}
        boxes={order.boxes}
        onRaised={raised}
        onClose={() => setRaising(false)}
      />
    </Card>
  );
}
