import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { getOutboundWaybill, type OutboundWaybillRow } from '@/api/business/outbound';
import { isSizedWaybill } from '@/api/rules/waybill';
import { LabelFile } from '../parts/LabelFile';

/** An order's label: the carrier's in a chosen size, or the customer's upload as it is. */
export function WaybillViewer({ row, onClose }: { row: OutboundWaybillRow | null; onClose: () => void }) {
  const { t } = useTranslate();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const sized = row ? isSizedWaybill(row.waybill) : false;
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={t('outbound.waybill.viewer.title', { no: row?.outboundNo ?? '' })}
    >
      {row ? (
        <LabelFile
          load={(size) => getOutboundWaybill(row.id, size)}
          fileName={(size) =>
            !sized && row.fileName ? row.fileName : `${row.outboundNo}-waybill-${size}.pdf`
          }
          title={t('outbound.waybill.viewer.preview', { no: row.outboundNo })}
          sized={sized}
        />
      ) : null}
    </Modal>
  );
}
