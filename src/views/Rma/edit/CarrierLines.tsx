import { NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import { LINE_FIELD, LineRows } from '@/views/Business/shared/LineRows';
import { SkuPicker, type SkuSearch } from '@/views/Business/shared/SkuPicker';
import { blankLine, type RmaFormValues } from './rma-form';

interface CarrierLinesProps {
  form: UseFormReturnType<RmaFormValues>;
  /** where SKUs are found @default the customer's approved SKUs on the server */
  searchSkus?: SkuSearch;
}

/** A carrier return's lines: any of the customer's SKUs, each with the units expected back. */
export function CarrierLines({ form, searchSkus }: CarrierLinesProps) {
  const { t } = useTranslate();
  const lines = form.values.lines;
  return (
    <LineRows
      lines={lines}
      removeLabel={(index) => t('rma.edit.removeLine', { no: index + 1 })}
      onRemove={(index) => form.removeListItem('lines', index)}
      addLabel={t('rma.edit.addLine')}
      onAdd={() => form.insertListItem('lines', blankLine())}
    >
      {(line, index) => (
        <>
          <SkuPicker
            label={t('rma.edit.lineSku', { no: index + 1 })}
            status="APPROVED"
            search={searchSkus}
            value={line.sku || null}
            onChange={(code) => form.setFieldValue(`lines.${index}.sku`, code ?? '')}
            error={form.errors[`lines.${index}.sku`]}
            style={LINE_FIELD.main}
          />
          <NumberInput
            label={t('rma.edit.lineQty', { no: index + 1 })}
            style={LINE_FIELD.amount}
            min={1}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`lines.${index}.expectedQty`)}
          />
        </>
      )}
    </LineRows>
  );
}
