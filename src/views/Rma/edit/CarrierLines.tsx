import { ActionIcon, Button, Group, NumberInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
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
    <Stack gap="sm">
      {lines.map((line, index) => (
        <Group key={line.key} align="flex-start" gap="sm" wrap="wrap">
          <SkuPicker
            label={t('rma.edit.lineSku', { no: index + 1 })}
            status="APPROVED"
            search={searchSkus}
            value={line.sku || null}
            onChange={(code) => form.setFieldValue(`lines.${index}.sku`, code ?? '')}
            error={form.errors[`lines.${index}.sku`]}
            style={{ flex: '1 1 220px' }}
          />
          <NumberInput
            label={t('rma.edit.lineQty', { no: index + 1 })}
            min={1}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            style={{ flex: '0 1 130px' }}
            {...form.getInputProps(`lines.${index}.expectedQty`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={t('rma.edit.removeLine', { no: index + 1 })}
            onClick={() => form.removeListItem('lines', index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('lines', blankLine())}
        >
          {t('rma.edit.addLine')}
        </Button>
      </Group>
    </Stack>
  );
}
