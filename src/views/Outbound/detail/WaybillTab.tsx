import { Alert, Button, FileButton, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import {
  getOutboundWaybill,
  uploadOutboundWaybill,
  voidOutboundWaybill,
  type WaybillSize,
} from '@/api/business/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
import { downloadBlob } from '@/views/Business/shared/download-blob';
import { isNotFound } from '@/views/Business/shared/use-document';
import { awaitsOwnLabel } from './order-states';

const SIZES: WaybillSize[] = ['4x6', '10x10', '10x15'];

function openBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The parcel's label: the carrier's, made once the order has shipped with its tracking number; for
 * WAREHOUSE_ONLY the customer's own, uploaded here (and voided to upload another).
 */
interface WaybillTabProps {
  order: OutboundOrder;
  canUpload: boolean;
  /** the label was uploaded or voided: the order changed (it may ship now, or no longer) */
  onChanged?: () => void;
}

export function WaybillTab({ order, canUpload, onChanged }: WaybillTabProps) {
  return order.businessMode === 'WAREHOUSE_ONLY' ? (
    <UploadedWaybill order={order} canUpload={canUpload} onChanged={onChanged} />
  ) : (
    <CarrierWaybill order={order} />
  );
}

function CarrierWaybill({ order }: { order: OutboundOrder }) {
  const { t } = useTranslate();
  const [size, setSize] = useState<WaybillSize>('4x6');
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  if (!order.trackingNo) {
    return (
      <Text c="dimmed" fz="sm">
        {t('outbound.detail.waybill.notYet')}
      </Text>
    );
  }
  const fetch = async (how: 'view' | 'download') => {
    setBusy(how);
    try {
      const blob = await getOutboundWaybill(order.id, size);
      if (how === 'view') openBlob(blob);
      else downloadBlob(blob, `${order.outboundNo}-waybill-${size}.pdf`);
    } catch {
      // the request client has shown why
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Text fz="sm">{t('outbound.detail.waybill.carrierIntro', { trackingNo: order.trackingNo })}</Text>
      <SegmentedControl
        aria-label={t('outbound.detail.waybill.size')}
        value={size}
        onChange={(value) => setSize(value as WaybillSize)}
        data={SIZES.map((value) => ({ value, label: t(`outbound.detail.waybill.sizes.${value}`) }))}
      />
      <Group gap="xs">
        <Button variant="light" loading={busy === 'view'} onClick={() => void fetch('view')}>
          {t('outbound.detail.waybill.view')}
        </Button>
        <Button variant="default" loading={busy === 'download'} onClick={() => void fetch('download')}>
          {t('outbound.detail.waybill.download')}
        </Button>
      </Group>
    </Stack>
  );
}

function UploadedWaybill({ order, canUpload, onChanged }: WaybillTabProps) {
  const { t } = useTranslate();
  const [busy, setBusy] = useState(false);
  const current = useQuery({
    queryKey: ['outbound.detail', 'waybill', order.id],
    queryFn: () =>
      getOutboundWaybill(order.id, '4x6', { silent: true }).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
    retry: false,
  });
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadOutboundWaybill(order.id, file);
      notifications.show({
        color: 'green',
        message: t('outbound.detail.waybill.uploaded', { name: file.name }),
      });
      onChanged?.();
      await current.refetch();
    } catch {
      // the request client has shown why (type, size)
    } finally {
      setBusy(false);
    }
  };
  const confirmVoid = () =>
    modals.openConfirmModal({
      title: t('outbound.detail.waybill.voidTitle'),
      children: (
        <Text fz="sm">{t('outbound.detail.waybill.voidMessage', { document: order.outboundNo })}</Text>
      ),
      labels: { confirm: t('outbound.detail.waybill.void'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        void voidOutboundWaybill(order.id).then(
          () => {
            notifications.show({ color: 'green', message: t('outbound.detail.waybill.voided') });
            onChanged?.();
            void current.refetch();
          },
          () => undefined,
        );
      },
    });
  if (current.isPending) return <Skeleton h={32} w="60%" role="status" aria-label={t('common.loading')} />;
  if (current.isError) {
    return (
      <Alert color="red" title={t('outbound.detail.loadFailed')} role="alert">
        <Button size="xs" variant="light" color="red" onClick={() => void current.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const label = current.data;
  return (
    <Stack gap="sm" align="flex-start">
      <Text fz="sm">
        {label ? t('outbound.detail.waybill.customerHas') : t('outbound.detail.waybill.customerNone')}
      </Text>
      <Group gap="xs">
        {label ? (
          <>
            <Button variant="light" onClick={() => openBlob(label)}>
              {t('outbound.detail.waybill.view')}
            </Button>
            <Button variant="default" onClick={() => downloadBlob(label, `${order.outboundNo}-waybill`)}>
              {t('outbound.detail.waybill.download')}
            </Button>
            {canUpload ? (
              <Button variant="subtle" color="red" onClick={confirmVoid}>
                {t('outbound.detail.waybill.void')}
              </Button>
            ) : null}
          </>
        ) : null}
        {canUpload && !label ? (
          <FileButton onChange={(file) => void upload(file)} accept="application/pdf,image/png,image/jpeg">
            {(props) => (
              <Button {...props} loading={busy}>
                {t('outbound.detail.waybill.upload')}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {canUpload && !label ? (
        <Text fz="xs" c="dimmed">
          {t('outbound.detail.waybill.uploadHint')}
        </Text>
      ) : null}
      {!canUpload && !label && awaitsOwnLabel(order) ? (
        <Text fz="sm" c="orange">
          {t('outbound.detail.waybill.customerMust')}
        </Text>
      ) : null}
    </Stack>
  );
}
