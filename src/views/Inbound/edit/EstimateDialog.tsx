import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { FeeEstimate } from '@/api/business/types/api';
import { FeeTable } from '../parts/FeeTable';

interface EstimateDialogProps {
  estimate: FeeEstimate | null;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The fees the order will cost, shown before it is submitted for review. */
export function EstimateDialog({ estimate, submitting, onConfirm, onClose }: EstimateDialogProps) {
  const { t } = useTranslate();
  return (
    <Modal
      opened={estimate !== null}
      onClose={onClose}
      title={t('inbound.estimate.title')}
      size="lg"
      centered
    >
      {estimate ? (
        <Stack gap="md">
          <Text fz="sm">{t('inbound.estimate.intro')}</Text>
          <FeeTable
            lines={estimate.items}
            currency={estimate.currency}
            total={estimate.total}
            label={t('inbound.estimate.title')}
            emptyText={t('inbound.estimate.none')}
          />
          <Alert color="blue" variant="light">
            {t('inbound.estimate.note')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t('inbound.estimate.back')}
            </Button>
            <Button onClick={onConfirm} loading={submitting} data-autofocus>
              {t('inbound.estimate.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
