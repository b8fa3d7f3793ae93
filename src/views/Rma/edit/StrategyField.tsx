import { Alert, List, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { FALLBACK_STRATEGY } from '@/api/rules/return-outcome';
import { describeStrategy } from './strategy-words';
import { useSkuStrategies } from './use-rma-refs';

interface StrategyFieldProps {
  value: string;
  onChange: (id: string) => void;
  strategies: ReturnStrategy[];
  loading: boolean;
  /** the SKUs of the return's lines: what applies to each when the return has no strategy of its own */
  skus: string[];
  error?: ReactNode;
}

/** Why a strategy applies to a SKU, in words (business.md §8: the SKU's own, else the customer default). */
function AppliesTo({ sku, strategy }: { sku: string; strategy: ReturnStrategy | null | undefined }) {
  const { t } = useTranslate();
  if (strategy === undefined) {
    return (
      <List.Item icon={<Loader size={12} />}>
        <Text fz="sm">{t('rma.edit.strategy.asking', { sku })}</Text>
      </List.Item>
    );
  }
  const key =
    strategy === null
      ? 'rma.edit.strategy.appliesNone'
      : strategy.scope === 'SKU'
        ? 'rma.edit.strategy.appliesSku'
        : 'rma.edit.strategy.appliesDefault';
  return (
    <List.Item>
      <Text fz="sm">
        {t(key, {
          sku,
          name: strategy?.name ?? '',
          does: describeStrategy(t, strategy ?? FALLBACK_STRATEGY),
        })}
      </Text>
    </List.Item>
  );
}

/**
 * The return's own strategy (a choice among the customer's, each described), else which strategy will
 * apply to each SKU and why, as the server answers it.
 */
export function StrategyField({ value, onChange, strategies, loading, skus, error }: StrategyFieldProps) {
  const { t } = useTranslate();
  const chosen = strategies.find((s) => s.id === value);
  const applied = useSkuStrategies(chosen ? [] : skus);
  const data = [
    { value: '', label: t('rma.edit.strategy.noChoice') },
    ...strategies.map((s) => ({ value: s.id, label: s.name })),
  ];
  if (value && !chosen && !loading) data.push({ value, label: value });
  return (
    <Stack gap="xs">
      <Select
        label={t('rma.field.strategy')}
        description={t('rma.edit.strategy.hint')}
        data={data}
        value={value}
        onChange={(next) => onChange(next ?? '')}
        allowDeselect={false}
        disabled={loading}
        error={error}
        renderOption={({ option }) => {
          const strategy = strategies.find((s) => s.id === option.value);
          return (
            <Stack gap={0}>
              <Text fz="sm">{option.label}</Text>
              <Text fz="xs" c="dimmed">
                {strategy ? describeStrategy(t, strategy) : t('rma.edit.strategy.noChoiceHint')}
              </Text>
            </Stack>
          );
        }}
      />
      <Alert variant="light" color="blue" title={t('rma.edit.strategy.willApply')}>
        {chosen ? (
          <Text fz="sm">
            {t('rma.edit.strategy.appliesOwn', { name: chosen.name, does: describeStrategy(t, chosen) })}
          </Text>
        ) : skus.length === 0 ? (
          <Text fz="sm">{t('rma.edit.strategy.noLines')}</Text>
        ) : (
          <List spacing={4}>
            {skus.map((sku, index) => (
              <AppliesTo key={sku} sku={sku} strategy={applied[index]?.data} />
            ))}
          </List>
        )}
      </Alert>
    </Stack>
  );
}
