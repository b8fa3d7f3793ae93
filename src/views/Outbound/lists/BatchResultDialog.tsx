import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import { navigate } from '@/app/router/hash-location';
import { OUTBOUND_BATCHES_PATH } from '../parts/outbound-paths';

/** What became of "add to a batch": refused for its mix, refused by the server, or made. */
export type BatchResult =
  | { kind: 'mixed'; warehouses: string[]; carriers: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'created'; batchNo: string; count: number };

export interface BatchResultDialogProps {
  result: BatchResult | null;
  onClose: () => void;
}

/** Says what happened to the batch asked for, and leads to the batches page once it exists. */
export const BatchResultDialog = memo(function BatchResultDialog({
  result,
  onClose,
}: BatchResultDialogProps) {
  const { t } = useTranslate();
  const created = result?.kind === 'created';
  const title = created ? t('outbound.bulk.addToBatch') : t('outbound.bulk.mixedTitle');
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={result?.kind === 'failed' ? t('outbound.bulk.failedTitle') : title}
      centered
    >
      {result && (
        <Stack>
          {result.kind === 'mixed' && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
              {t('outbound.bulk.mixedRoute', {
                warehouses: result.warehouses.join(', '),
                carriers: result.carriers.join(', '),
              })}
            </Alert>
          )}
          {result.kind === 'failed' && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {result.message}
            </Alert>
          )}
          {result.kind === 'created' && (
            <Group gap="xs" wrap="nowrap">
              <IconCircleCheck size={20} color="var(--mantine-color-green-7)" />
              <Text>{t('outbound.bulk.batchCreated', { batchNo: result.batchNo, count: result.count })}</Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('business.common.close')}
            </Button>
            {created && (
              <Button
                onClick={() => {
                  onClose();
                  navigate(OUTBOUND_BATCHES_PATH);
                }}
              >
                {t('outbound.bulk.openBatches')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
});
