import { Alert, Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { getInbound } from '@/api/business/inbound';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useDocument } from '@/views/Business/shared/use-document';
import { INBOUND_LABELS_PATH, labelsPath } from './parts/inbound-paths';
import { LabelPrinter } from './labels/LabelPrinter';
import { OrderPicker } from './labels/OrderPicker';

/** `/inbound/labels?id=`: box and SKU labels of one approved (or later) order. */
export default function InboundLabels() {
  const { t } = useTranslate();
  const id = new URLSearchParams(useHashSearch()).get('id') ?? '';
  // a picked order's id goes in the address; the page shows the order that id names
  const { doc: order } = useDocument(getInbound, id);
  const shown = order && order.id === id ? order : null;
  return (
    <BusinessPage title={t('businessMenu.inboundLabels')} intro={t('inbound.labels.intro')}>
      <Stack gap="md">
        <OrderPicker
          value={shown}
          onChange={(picked) => {
            navigate(picked ? labelsPath(picked.id) : INBOUND_LABELS_PATH, {
              replace: true,
            });
          }}
        />
        {shown ? (
          <Stack gap="md">
            <StatusBadge kind="inbound" status={shown.status} />
            <LabelPrinter key={shown.id} orderId={shown.id} inboundNo={shown.inboundNo} />
          </Stack>
        ) : (
          <Alert color="blue" variant="light">
            {t('inbound.labels.pickFirst')}
          </Alert>
        )}
      </Stack>
    </BusinessPage>
  );
}
