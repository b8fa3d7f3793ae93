import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getReturnStrategies, setSkuStrategy } from '@/api/business/rma';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { useServerData } from '@/app/use-server-data';
import { HashLink } from '@/views/Business/shared/HashLink';
import { splitServerErrors } from '@/views/Business/shared/server-errors';
import { RMA_STRATEGY_PATH } from '../parts/rma-paths';
import { isDefault } from '../strategy/strategy-options';
import { StrategySummary } from '../strategy/StrategySummary';

export interface SkuStrategyPanelProps {
  sku: string;
  /** the strategy that applies now: the SKU's own, else the customer default */
  strategy: ReturnStrategy | null;
  /** the customer changes it here; the operator reads it */
  editable: boolean;
  onChanged: () => void;
}

/** `''`: the customer default. */
const DEFAULT_CHOICE = '';

/** The strategy that applies to the SKU, and (for the customer) another one chosen in place. */
export function SkuStrategyPanel({ sku, strategy, editable, onChanged }: SkuStrategyPanelProps) {
  const { t } = useTranslate();
  const own = strategy !== null && !isDefault(strategy);
  const current = own ? strategy.id : DEFAULT_CHOICE;
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = choice ?? current;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rma-sku-strategy">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4} id="rma-sku-strategy">
          {t('rma.sku.strategy.title')}
        </Title>
        <HashLink to={RMA_STRATEGY_PATH} fz="sm">
          {t('rma.sku.strategy.manage')}
        </HashLink>
      </Group>
      {strategy === null ? (
        <Alert color="gray" variant="light">
          {t('rma.sku.strategy.none')}
        </Alert>
      ) : (
        <Stack gap="xs" aria-label={t('rma.sku.strategy.applies')} role="group">
          <Group gap="xs">
            <Text fw={600}>{strategy.name}</Text>
            <Badge variant="light" color={own ? 'blue' : 'gray'}>
              {t(own ? 'rma.sku.strategy.own' : 'rma.sku.strategy.fromDefault')}
            </Badge>
          </Group>
          <StrategySummary strategy={strategy} />
        </Stack>
      )}
      {editable && (
        <StrategyChoice
          sku={sku}
          current={current}
          chosen={chosen}
          error={error}
          saving={saving}
          onChoose={(value) => {
            setChoice(value);
            setError(null);
          }}
          onSave={() => {
            setSaving(true);
            setSkuStrategy(sku, chosen === DEFAULT_CHOICE ? null : chosen).then(
              (applied) => {
                setSaving(false);
                setChoice(null);
                notifications.show({
                  color: 'green',
                  message: t('rma.sku.strategy.saved', { sku, name: applied?.name ?? '—' }),
                });
                onChanged();
              },
              (failure: unknown) => {
                setSaving(false);
                const split = splitServerErrors(failure, (path) => path === 'strategyId');
                if (split) setError([...Object.values(split.atFields), ...split.elsewhere].join(' '));
              },
            );
          }}
        />
      )}
    </Paper>
  );
}

function StrategyChoice({
  sku,
  current,
  chosen,
  error,
  saving,
  onChoose,
  onSave,
}: {
  sku: string;
  current: string;
  chosen: string;
  error: string | null;
  saving: boolean;
  onChoose: (value: string) => void;
  onSave: () => void;
}) {
  const { t } = useTranslate();
  const strategies = useServerData(['rma-sku-strategies', current], () =>
    getReturnStrategies({ pageIndex: 1, pageSize: 200 }),
  );
  const all = strategies.data?.list ?? [];
  const fallback = all.find(isDefault);
  // the SKU may take one that applies to no SKU yet, or keep its own
  const free = all.filter((s) => !isDefault(s) && (s.sku === null || s.sku === sku));
  const data = [
    {
      value: DEFAULT_CHOICE,
      label: t('rma.sku.strategy.useDefault', { name: fallback?.name ?? '—' }),
    },
    ...free.map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Group align="flex-end" mt="md" gap="sm" wrap="wrap">
        <Select
          label={t('rma.sku.strategy.choose')}
          description={t('rma.sku.strategy.chooseHint')}
          data={data}
          value={chosen}
          onChange={(value) => onChoose(value ?? DEFAULT_CHOICE)}
          allowDeselect={false}
          error={error}
          disabled={strategies.status !== 'loaded'}
          style={{ flex: '1 1 260px' }}
        />
        <Button
          type="submit"
          loading={saving}
          disabled={chosen === current}
          leftSection={<IconCheck size={16} />}
        >
          {t('rma.sku.strategy.save')}
        </Button>
      </Group>
    </form>
  );
}
