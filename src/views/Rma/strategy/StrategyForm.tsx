import { Paper, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useEffect, useRef, useState } from 'react';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import type { SkuSearch } from '@/views/Business/shared/SkuPicker';
import { isDefault } from './strategy-options';
import { strategySchema, strategyValues, type StrategyValues } from './strategy-schema';
import { StrategySummary } from './StrategySummary';

export interface StrategyFormProps {
  /** the strategy to edit; null: a new one */
  strategy: ReturnStrategy | null;
  /** a 422 it throws lands at the fields */
  onSubmit: (values: StrategyValues) => unknown;
  onCancel?: () => void;
  /** shown at the fields from the start (a story of the server's 422) */
  initialErrors?: Record<string, string>;
  /** where the SKU picker finds SKUs instead of the server (a story's catalogue) */
  skuSearch?: SkuSearch;
}

/** Adding or editing a return strategy; below the choices, what they do in words. */
export function StrategyForm({ strategy, onSubmit, onCancel, initialErrors, skuSearch }: StrategyFormProps) {
  const { t } = useTranslate();
  const [initial] = useState(() => strategyValues(strategy));
  const [schema] = useState(() =>
    strategySchema(skuSearch).map((field) =>
      field.field === 'sku' ? { ...field, hidden: initial.scope === 'CUSTOMER_DEFAULT' } : field,
    ),
  );
  const form = useForm<StrategyValues>({ schema, initialValues: initial });
  const { setFieldProps, setServerErrors } = form;
  const scope = form.values.scope;
  // the default names no SKU: its field goes while the default is chosen
  const skuHidden = useRef(initial.scope === 'CUSTOMER_DEFAULT');
  useEffect(() => {
    const hide = isDefault({ scope });
    if (skuHidden.current === hide) return;
    skuHidden.current = hide;
    setFieldProps('sku', { hidden: hide });
  }, [scope, setFieldProps]);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !initialErrors) return;
    shown.current = true;
    setServerErrors(initialErrors);
  }, [initialErrors, setServerErrors]);
  return (
    <>
      <Form
        form={form}
        aria-label={t(strategy ? 'rma.strategy.editTitle' : 'rma.strategy.addTitle')}
        onSubmit={onSubmit}
        onCancel={onCancel}
        submitLabel="rma.strategy.save"
      />
      <Paper withBorder p="sm" mt="md" aria-label={t('rma.strategy.whatHappens')} component="section">
        <Text fw={600} fz="sm" mb={4}>
          {t('rma.strategy.whatHappens')}
        </Text>
        <StrategySummary strategy={form.values} />
        {isDefault({ scope }) && !(strategy && isDefault(strategy)) && (
          <Text fz="xs" c="orange" mt="xs">
            {t('rma.strategy.becomesDefault')}
          </Text>
        )}
      </Paper>
    </>
  );
}
