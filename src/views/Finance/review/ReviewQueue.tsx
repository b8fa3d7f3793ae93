import { Badge, Card, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Recharge } from '@/api/business/types/documents';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** The recharges waiting for review, oldest first; the chosen one is marked. */
export function ReviewQueue({
  rows,
  chosenId,
  onChoose,
}: {
  rows: Recharge[];
  chosenId: string | null;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  return (
    <Card withBorder padding="xs" component="nav" aria-label={t('finance.review.queue')}>
      <Stack gap={4}>
        <Group justify="space-between" px="xs" pt={4}>
          <Text fw={600} fz="sm">
            {t('finance.review.queue')}
          </Text>
          <Badge variant="light">{rows.length}</Badge>
        </Group>
        <ScrollArea.Autosize mah={520}>
          {rows.map((row) => (
            <NavLink
              key={row.id}
              active={row.id === chosenId}
              aria-current={row.id === chosenId ? 'true' : undefined}
              onClick={() => onChoose(row.id)}
              label={
                <Text ff="monospace" fz="sm">
                  {row.rechargeNo}
                </Text>
              }
              description={`${row.customerId} · ${formatMoney(row.declaredAmount, row.currency, locale)} · ${formatDateTime(row.createdAt, locale)}`}
            />
          ))}
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}
