import { Alert, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import { getInbound } from '@/api/business/inbound';
import type { InboundOrder } from '@/api/business/types/documents';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { InboundPage } from './common/InboundPage';
import { InboundStatusBadge } from './common/StatusBadge';
import { LabelPrinter } from './labels/LabelPrinter';
import { OrderPicker } from './labels/OrderPicker';

const LABELS_PATH = '/inbound/labels';

/** `/inbound/labels?id=`: box and SKU labels of one approved (or later) order. */
export default function InboundLabels() {
  const { t } = useTranslate();
  const id = new URLSearchParams(useHashSearch()).get('id') ?? '';
  const [order, setOrder] = useState<InboundOrder | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    getInbound(id).then(
      (found) => live && setOrder(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  const shown = order && order.id === id ? order : null;
  return (
    <InboundPage title={t('businessMenu.inboundLabels')} back="">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('inbound.labels.intro')}
        </Text>
        <OrderPicker
          value={shown}
          onChange={(picked) => {
            setOrder(picked);
            navigate(picked ? `${LABELS_PATH}?id=${encodeURIComponent(picked.id)}` : LABELS_PATH, {
              replace: true,
            });
          }}
        />
        {shown ? (
          <Stack gap="md">
            <InboundStatusBadge status={shown.status} />
            <LabelPrinter key={shown.id} orderId={shown.id} inboundNo={shown.inboundNo} />
          </Stack>
        ) : (
          <Alert color="blue" variant="light">
            {t('inbound.labels.pickFirst')}
          </Alert>
        )}
      </Stack>
    </InboundPage>
  );
}
