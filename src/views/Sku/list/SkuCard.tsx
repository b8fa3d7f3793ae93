import { Group, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import type { Sku } from '@/api/business/types/sku';
import type { CardContext } from '@/components/Table/table-props';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useLocale } from '@/i18n/use-locale';
import { formatSize, formatWeight } from '@/i18n/format';
import { skuLink } from './sku-columns';

export interface SkuCardProps {
  sku: Sku;
  context: CardContext;
  /** the row's actions */
  actions: ReactNode;
  /** the owner, for the operator */
  customer?: boolean;
}

/** A SKU on a phone: code and status, names, what it is and how big, its actions. */
export function SkuCard({ sku, context, actions, customer = false }: SkuCardProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  return (
    // the card list frames each card (and marks a selected one): only its content here
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {context.checkbox}
          {skuLink(sku)}
          {customer && (
            <Text span fz="xs" c="dimmed">
              {sku.customerId}
            </Text>
          )}
        </Group>
        <StatusBadge kind="sku" status={sku.status} />
      </Group>
      <div>
        <Text fz="sm" lineClamp={2}>
          {sku.nameEn}
        </Text>
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {sku.nameCn}
        </Text>
      </div>
      <Text fz="xs" c="dimmed">
        {[
          t(`sku.cargo.${sku.cargoAttribute}`),
          sku.category,
          formatWeight(sku.weightKg, locale),
          formatSize(sku, locale),
        ].join(' · ')}
      </Text>
      <Group justify="flex-end">{actions}</Group>
    </Stack>
  );
}
