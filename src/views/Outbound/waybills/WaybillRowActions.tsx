import { Button, FileButton, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBan, IconEye, IconUpload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { uploadOutboundWaybill, voidOutboundWaybill, type OutboundWaybillRow } from '@/api/business/outbound';
import { waybillActions, type WaybillAction } from '@/api/rules/waybill';
import { usePermission } from '@/components/Permission/use-permission';

/** The page's button permission for each thing done with a label. */
export const WAYBILL_PERMISSIONS: Record<WaybillAction, string> = {
  view: 'outbound:print',
  upload: 'outbound:waybill:upload',
  void: 'outbound:waybill:void',
};

export interface WaybillRowActionsProps {
  row: OutboundWaybillRow;
  onView: (row: OutboundWaybillRow) => void;
  onChanged: () => void;
}

/** What the label's state allows (`src/api/rules/waybill.ts`) and the route permits: view, upload one, void (asked first). */
export function WaybillRowActions({ row, onView, onChanged }: WaybillRowActionsProps) {
  const { t } = useTranslate();
  const { hasPermission } = usePermission();
  const [busy, setBusy] = useState<WaybillAction | null>(null);
  const allowed = waybillActions(row.waybill).filter((action) => hasPermission(WAYBILL_PERMISSIONS[action]));

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy('upload');
    try {
      await uploadOutboundWaybill(row.id, file);
      notifications.show({
        color: 'green',
        message: t('outbound.waybill.done.upload', { no: row.outboundNo }),
      });
      onChanged();
    } catch {
      // the request client has said why (the file's type or size)
    } finally {
      setBusy(null);
    }
  };
  const voidIt = () =>
    modals.openConfirmModal({
      title: t('outbound.waybill.void.title', { no: row.outboundNo }),
      children: (
        <Text fz="sm">
          {t('outbound.waybill.void.message', { no: row.outboundNo, file: row.fileName ?? '' })}
        </Text>
      ),
      labels: { confirm: t('outbound.waybill.void.confirm'), cancel: t('outbound.batch.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setBusy('void');
        voidOutboundWaybill(row.id).then(
          () => {
            notifications.show({
              color: 'green',
              message: t('outbound.waybill.done.void', { no: row.outboundNo }),
            });
            setBusy(null);
            onChanged();
          },
          () => setBusy(null),
        );
      },
    });

  if (allowed.length === 0) {
    return (
      <Text fz="xs" c="dimmed">
        {t(`outbound.waybill.none.${row.waybill}`)}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      {allowed.includes('view') ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          aria-label={t('outbound.waybill.viewOne', { no: row.outboundNo })}
          onClick={() => onView(row)}
        >
          {t('outbound.waybill.view')}
        </Button>
      ) : null}
      {allowed.includes('upload') ? (
        <FileButton onChange={(file) => void upload(file)} accept="application/pdf,image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={busy === 'upload'}
              aria-label={t('outbound.waybill.uploadOne', { no: row.outboundNo })}
            >
              {t('outbound.waybill.upload.one')}
            </Button>
          )}
        </FileButton>
      ) : null}
      {allowed.includes('void') ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconBan size={14} />}
          loading={busy === 'void'}
          aria-label={t('outbound.waybill.voidOne', { no: row.outboundNo })}
          onClick={voidIt}
        >
          {t('outbound.waybill.void.button')}
        </Button>
      ) : null}
    </Group>
  );
}
