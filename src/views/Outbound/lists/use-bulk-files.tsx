import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter, IconStack2 } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useCallback, useState, type ReactNode } from 'react';
import { getOutboundLabels } from '@/api/business/outbound';
import { createOutboundBatch } from '@/api/business/outbound-batch';
import type { OutboundOrder } from '@/api/business/types/documents';
import { describeFailure } from '@/views/Business/shared/action-error';
import { downloadBlob } from '@/views/Business/shared/download-blob';
import { batchRoute } from './batch-route';
import { BatchResultDialog, type BatchResult } from './BatchResultDialog';

/**
 * The selection bar's buttons of files and batches: one PDF of the selected orders' labels, and a
 * label batch of them (one warehouse and one carrier, said in words when the selection mixes them).
 */
export function useBulkFiles({ canPrint, onChanged }: { canPrint: boolean; onChanged: () => void }) {
  const { t } = useTranslate();
  const [busy, setBusy] = useState<'labels' | 'batch' | null>(null);
  const [result, setResult] = useState<BatchResult | null>(null);

  const printLabels = useCallback(
    async (orders: OutboundOrder[]) => {
      setBusy('labels');
      try {
        const blob = await getOutboundLabels(orders.map((o) => o.id));
        downloadBlob(blob, `outbound-labels-${orders.length}.pdf`);
        notifications.show({
          color: 'green',
          message: t('outbound.bulk.labelsReady', { count: orders.length }),
        });
      } catch (error) {
        const failure = describeFailure(error);
        notifications.show({ color: 'red', title: t(failure.titleKey), message: failure.message });
      } finally {
        setBusy(null);
      }
    },
    [t],
  );

  const addToBatch = useCallback(
    async (orders: OutboundOrder[]) => {
      const route = batchRoute(orders);
      if (!route.single) {
        setResult({ kind: 'mixed', warehouses: route.warehouses, carriers: route.carriers });
        return;
      }
      setBusy('batch');
      try {
        const batch = await createOutboundBatch({ kind: 'LABEL_PRINT', orderIds: orders.map((o) => o.id) });
        setResult({ kind: 'created', batchNo: batch.batchNo, count: batch.orderIds.length });
        onChanged();
      } catch (error) {
        setResult({ kind: 'failed', message: describeFailure(error).message });
      } finally {
        setBusy(null);
      }
    },
    [onChanged],
  );

  // stable between renders: the table's selection bar (and so its rows) is rebuilt when it changes
  const buttons = useCallback(
    (orders: OutboundOrder[]): ReactNode =>
      canPrint && (
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPrinter size={14} />}
            loading={busy === 'labels'}
            onClick={() => void printLabels(orders)}
          >
            {t('outbound.bulk.printLabels')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconStack2 size={14} />}
            loading={busy === 'batch'}
            onClick={() => void addToBatch(orders)}
          >
            {t('outbound.bulk.addToBatch')}
          </Button>
        </>
      ),
    [canPrint, busy, t, printLabels, addToBatch],
  );
  const closeResult = useCallback(() => setResult(null), []);
  // memoised: a closed dialog is not drawn again with each search of the list around it
  const dialog = <BatchResultDialog result={result} onClose={closeResult} />;
  return { buttons, dialog };
}
