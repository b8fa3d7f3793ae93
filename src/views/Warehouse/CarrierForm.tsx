import { Drawer, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import type { Carrier } from '@/api/business/types/master';
import { saveCarrier } from '@/api/business/warehouse';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import {
  carrierSchema,
  toCarrierInput,
  toCarrierValues,
  TRACKING_TOKEN,
  type CarrierFormValues,
} from './carrier-form-schema';

export interface CarrierFormProps {
  carrier: Carrier | null;
  onClose: () => void;
  onSaved: (carrier: Carrier) => void;
}

/** Adds or edits a carrier (operators); a 422 lands at the fields. */
export function CarrierForm({ carrier, onClose, onSaved }: CarrierFormProps) {
  const { t } = useTranslate();
  const schema = useMemo(() => carrierSchema(carrier !== null), [carrier]);
  const form = useForm<CarrierFormValues>({ schema, initialValues: toCarrierValues(carrier) });
  const title = carrier
    ? t('warehouse.carrier.form.editTitle', { code: carrier.code })
    : t('warehouse.carrier.form.addTitle');
  const save = async (values: CarrierFormValues) => {
    const saved = await saveCarrier(toCarrierInput(values, carrier));
    notifications.show({ color: 'green', message: t('warehouse.carrier.form.saved', { code: saved.code }) });
    onSaved(saved);
  };
  return (
    <Drawer opened onClose={onClose} title={title} position="right" size="lg">
      <Text fz="sm" c="dimmed" mb="md">
        {t('warehouse.carrier.form.templateHint', { token: TRACKING_TOKEN })}
      </Text>
      <Form form={form} onSubmit={save} columns={2} aria-label={title} submitLabel="warehouse.form.submit" />
    </Drawer>
  );
}
