import { Badge, Group, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { useTranslate } from '@tolgee/react';
import type { ReturnStrategy } from '@/api/business/types/sku';
import type { TableColumn } from '@/components/Table/types';
import { HashLink } from '@/views/Business/shared/HashLink';
import { rmaSkuPath } from '../parts/rma-paths';
import { defectiveHint, defectiveLabel, goodHint, goodLabel, isDefault } from './strategy-options';

type T = ReturnType<typeof useTranslate>['t'];

/** Which SKUs follow it: its own SKU (a link to its page of returns), every other one, or none. */
export function StrategySkus({ strategy, t }: { strategy: ReturnStrategy; t: T }) {
  if (isDefault(strategy)) return <Text fz="sm">{t('rma.strategy.usedByOthers')}</Text>;
  if (strategy.sku === null)
    return (
      <Text fz="sm" c="dimmed">
        {t('rma.strategy.usedByNone')}
      </Text>
    );
  return (
    <HashLink to={rmaSkuPath(strategy.sku)} aria-label={t('rma.strategy.openSku', { sku: strategy.sku })}>
      {strategy.sku}
    </HashLink>
  );
}

export function strategyColumns(t: T, operator: boolean): TableColumn<ReturnStrategy>[] {
  /** What happens to good or defective units: the option's name, what it does on hover. */
  const choiceColumn = (
    field: 'onGood' | 'onDefective',
    name: (s: ReturnStrategy) => string,
    hint: (s: ReturnStrategy) => string,
  ): TableColumn<ReturnStrategy> => ({
    field,
    title: `rma.strategy.field.${field}`,
    width: 220,
    render: (row) => (
      <Text fz="sm" title={t(hint(row))}>
        {t(name(row))}
      </Text>
    ),
  });
  return [
    {
      field: 'name',
      title: 'rma.strategy.field.name',
      width: 200,
      sortable: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text fz="sm" fw={500}>
            {row.name}
          </Text>
          {isDefault(row) && (
            <Badge size="sm" variant="light">
              {t('rma.strategy.defaultBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    { field: 'customerId', title: 'rma.strategy.field.customer', width: 110, hidden: !operator },
    {
      field: 'scope',
      title: 'rma.strategy.field.scope',
      width: 150,
      render: (row) => t(`rma.strategy.scope.${row.scope}`),
    },
    choiceColumn('onGood', goodLabel, goodHint),
    choiceColumn('onDefective', defectiveLabel, defectiveHint),
    {
      field: 'photoRequired',
      title: 'rma.strategy.field.photoRequired',
      width: 110,
      render: (row) =>
        row.photoRequired ? (
          <Group gap={4}>
            <IconCamera size={14} aria-hidden />
            <Text fz="sm">{t('rma.strategy.yes')}</Text>
          </Group>
        ) : (
          <Text fz="sm">{t('rma.strategy.no')}</Text>
        ),
    },
    {
      field: 'skus',
      title: 'rma.strategy.field.skus',
      width: 200,
      render: (row) => <StrategySkus strategy={row} t={t} />,
    },
  ];
}
