import type { CartonBinding } from '@/api/business/types/sku';
import { RecordForm, useRecordForm } from '../parts/RecordForm';
import { cartonSchema, type CartonValues } from './carton-schema';

export interface CartonFormProps {
  carton?: CartonBinding | null;
  /** the SKU a new binding packs (from its detail page); without it the user picks an approved one */
  componentSku?: string;
  onSubmit: (values: CartonValues) => unknown;
  onCancel?: () => void;
  initialErrors?: Record<string, string>;
}

/** Binding a full-box SKU: N ≥ 2 units of one approved SKU, with its own code, barcode and size. */
export function CartonForm({
  carton = null,
  componentSku,
  onSubmit,
  onCancel,
  initialErrors,
}: CartonFormProps) {
  const form = useRecordForm(
    () =>
      cartonSchema().map((field) =>
        field.field === 'componentSku' && (carton || componentSku) ? { ...field, disabled: true } : field,
      ),
    {
      initialValues: carton ?? { componentSku: componentSku ?? '' },
      pickSku: !carton && !componentSku ? { field: 'componentSku', status: 'APPROVED' } : false,
      initialErrors,
    },
  );
  return (
    <RecordForm
      form={form}
      titleKey="sku.carton.formTitle"
      saveKey="sku.carton.save"
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
