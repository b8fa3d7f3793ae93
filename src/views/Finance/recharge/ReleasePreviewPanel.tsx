import { Anchor, Badge, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { previewRelease } from '@/api/business/recharge';
import type { ReleasePreview } from '@/api/business/types/documents';
import { useServerData } from '@/app/use-server-data';
import { formatDate, formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { detailPath } from '@/views/Outbound/parts/outbound-paths';
import { RetryAlert } from './RetryAlert';

export interface ReleasePreviewPanelProps {
  currency: string;
  /** the declared amount; the panel asks nothing until it is above 0 */
  amount: number;
  /** fills the amount that would release every held order in */
  onUseAmount: (amount: number) => void;
  /** a story's answer instead of the server's */
  load?: (currency: string, amount: number) => Promise<ReleasePreview>;
}

/**
 * Before submitting: which orders held for ARREARS this recharge would release, oldest first, each
 * with its estimate, and the amount that would release them all (the server's dry run of the re-check
 * that follows a credit).
 */
export function ReleasePreviewPanel({
  currency,
  amount,
  onUseAmount,
  load = previewRelease,
}: ReleasePreviewPanelProps) {
  const { t } = useTranslate();
  const [asked] = useDebouncedValue({ currency, amount }, 300);
  const ready = asked.amount > 0 && /^[A-Z]{3}$/.test(asked.currency);
  const preview = useServerData(['recharge-release-preview', asked.currency, ready ? asked.amount : 0], () =>
    ready ? load(asked.currency, asked.amount) : Promise.resolve(null),
  );
  return (
    <Card withBorder padding="md" component="section" aria-label={t('finance.recharge.preview.title')}>
      <Stack gap="sm">
        <Text fw={600}>{t('finance.recharge.preview.title')}</Text>
        {!ready ? (
          <Text c="dimmed" fz="sm">
            {t('finance.recharge.preview.enterAmount')}
          </Text>
        ) : preview.status === 'failed' ? (
          <RetryAlert title={t('finance.recharge.preview.failed')} onRetry={preview.reload} />
        ) : preview.status === 'loading' || !preview.data ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text c="dimmed" fz="sm">
              {t('finance.recharge.preview.loading')}
            </Text>
          </Group>
        ) : (
          <PreviewBody preview={preview.data} onUseAmount={onUseAmount} />
        )}
      </Stack>
    </Card>
  );
}

function PreviewBody({
  preview,
  onUseAmount,
}: {
  preview: ReleasePreview;
  onUseAmount: (amount: number) => void;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, preview.currency, locale);
  if (preview.orders.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('finance.recharge.preview.none')}
      </Text>
    );
  }
  const released = preview.orders.filter((order) => order.released).length;
  return (
    <Stack gap="sm">
      <Text fz="sm">
        {t('finance.recharge.preview.summary', {
          released,
          held: preview.orders.length,
          amount: money(preview.amount),
        })}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label={t('finance.recharge.preview.table')} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('finance.recharge.preview.order')}</Table.Th>
              <Table.Th>{t('business.field.createdAt')}</Table.Th>
              <Table.Th ta="right">{t('finance.recharge.preview.estimate')}</Table.Th>
              <Table.Th>{t('business.field.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor href={`#${detailPath(order.id)}`} ff="monospace" fz="sm">
                    {order.outboundNo}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {order.referenceNo}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(order.createdAt, locale)}</Table.Td>
                <Table.Td ta="right">{money(order.estimate)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={order.released ? 'green' : 'orange'}>
                    {t(
                      order.released
                        ? 'finance.recharge.preview.released'
                        : 'finance.recharge.preview.stillHeld',
                    )}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.amount < preview.releaseAllAmount ? (
        <Group gap="sm" wrap="wrap">
          <Text fz="sm">
            {t('finance.recharge.preview.releaseAll', { amount: money(preview.releaseAllAmount) })}
          </Text>
          <Button size="xs" variant="light" onClick={() => onUseAmount(preview.releaseAllAmount)}>
            {t('finance.recharge.preview.useAmount')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
