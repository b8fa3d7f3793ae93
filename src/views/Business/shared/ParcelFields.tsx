import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { PARCEL_SIZE_FIELDS, PARCEL_SIZE_NAMES } from '@/api/rules/parcel';

/**
 * A box's or carton's reference beside its weight and size, each to the decimals and bounds of the
 * rule the server checks (`api/rules/parcel.ts`). `labels` is the area's keys' prefix: its
 * `weightKg`, `lengthCm`, `widthCm` and `heightCm` name the fields.
 */
export function ParcelFields<V>({
  form,
  path,
  labels,
  reference,
}: {
  form: UseFormReturnType<V>;
  /** where the parcel is in the form's values (`boxes.0`) */
  path: string;
  labels: string;
  /** the parcel's own reference field (its number or the customer's mark), first in the row */
  reference: ReactNode;
}) {
  const { t } = useTranslate();
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {reference}
      {PARCEL_SIZE_NAMES.map((field) => {
        const rule = PARCEL_SIZE_FIELDS[field];
        return (
          <NumberInput
            key={field}
            label={t(`${labels}.${field}`)}
            min={0}
            max={rule.max}
            decimalScale={rule.dp}
            hideControls
            withAsterisk
            {...form.getInputProps(`${path}.${field}`)}
          />
        );
      })}
    </SimpleGrid>
  );
}
