import { Alert, Drawer } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { fieldErrors, isValidationError } from '@/api/errors';
import type { Warehouse } from '@/api/business/types/master';
import { saveWarehouse } from '@/api/business/warehouse';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import {
  flatFieldErrors,
  toFormValues,
  toWarehouseInput,
  warehouseSchema,
  type WarehouseFormValues,
} from './warehouse-form-schema';

export interface WarehouseFormProps {
  /** null: a new one (an official warehouse for the operator, a registration for a customer) */
  warehouse: Warehouse | null;
  registering: boolean;
  onClose: () => void;
  onSaved: (warehouse: Warehouse) => void;
}

/** Adds, registers or edits a warehouse in a drawer; the server's 422 lands at the fields. */
export function WarehouseForm({ warehouse, registering, onClose, onSaved }: WarehouseFormProps) {
  const { t } = useTranslate();
  const schema = useMemo(() => warehouseSchema(warehouse !== null), [warehouse]);
  const form = useForm<WarehouseFormValues>({ schema, initialValues: toFormValues(warehouse) });
  const title = warehouse
    ? t('warehouse.form.editTitle', { code: warehouse.code })
    : registering
      ? t('warehouse.form.registerTitle')
      : t('warehouse.form.addTitle');

  const save = async (values: WarehouseFormValues) => {
    try {
      const saved = await saveWarehouse(toWarehouseInput(values, warehouse));
      const key = !warehouse && registering ? 'warehouse.form.registered' : 'warehouse.form.saved';
      notifications.show({ color: 'green', message: t(key, { code: saved.code }) });
      onSaved(saved);
    } catch (error) {
      if (isValidationError(error)) form.setServerErrors(flatFieldErrors(fieldErrors(error)));
      // other failures were shown by the request client; the form stays open to try again
    }
  };

  return (
    <Drawer opened onClose={onClose} title={title} position="right" size="lg">
      {registering && !warehouse && (
        <Alert variant="light" mb="md">
          {t('warehouse.form.registerHint')}
        </Alert>
      )}
      <Form
        form={form}
        onSubmit={save}
        columns={2}
        aria-label={title}
        submitLabel={registering && !warehouse ? 'warehouse.form.submitRegister' : 'warehouse.form.submit'}
      />
    </Drawer>
  );
}
