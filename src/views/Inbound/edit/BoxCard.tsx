import { ActionIcon, Card, Group, NumberInput, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import { emptyLine, type BoxValues, type InboundFormValues } from './inbound-form';
import { LINE_FIELD, LineRows } from '@/views/Business/shared/LineRows';
import { ParcelFields } from '@/views/Business/shared/ParcelFields';
import { SkuPicker, type SkuSearch } from '@/views/Business/shared/SkuPicker';

interface BoxCardProps {
  form: UseFormReturnType<InboundFormValues>;
  box: BoxValues;
  /** the box's field messages, as a signature: a change re-renders the card */
  errorSignature: string;
  index: number;
  count: number;
  searchSkus?: SkuSearch;
  onCopy: () => void;
  onRemove: () => void;
}

/**
 * One box of the order: its reference, size and weight, and its SKU lines. Re-renders only when its
 * own values, place or messages change (the form's methods read the latest state, so an older `form`
 * is as good as the current one).
 */
export const BoxCard = memo(
  BoxCardView,
  (before, after) =>
    before.box === after.box &&
    before.index === after.index &&
    before.count === after.count &&
    before.errorSignature === after.errorSignature &&
    before.searchSkus === after.searchSkus,
);

function BoxCardView({ form, box, index, count, searchSkus, onCopy, onRemove }: BoxCardProps) {
  const { t } = useTranslate();
  const path = `boxes.${index}`;
  const boxName = t('inbound.box.title', { no: index + 1 });
  const linesError = form.errors[`${path}.lines`];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={boxName} data-box={index + 1}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4} fz="md">
            {boxName}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('inbound.box.copy')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('inbound.box.copyNamed', { no: index + 1 })}
                onClick={onCopy}
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('inbound.box.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('inbound.box.removeNamed', { no: index + 1 })}
                onClick={onRemove}
                disabled={count === 1}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <ParcelFields
          form={form}
          path={path}
          labels="inbound.box"
          reference={
            <TextInput
              label={t('inbound.box.customerBoxRef')}
              {...form.getInputProps(`${path}.customerBoxRef`)}
            />
          }
        />
        <LineRows
          lines={box.lines}
          removeLabel={(lineIndex) => t('inbound.line.removeNamed', { box: index + 1, no: lineIndex + 1 })}
          onRemove={(lineIndex) => form.removeListItem(`${path}.lines`, lineIndex)}
          error={linesError}
          addLabel={t('inbound.line.add')}
          onAdd={() => form.insertListItem(`${path}.lines`, emptyLine())}
        >
          {(line, lineIndex) => {
            const linePath = `${path}.lines.${lineIndex}`;
            const skuProps = form.getInputProps(`${linePath}.sku`);
            return (
              <>
                <SkuPicker
                  label={t('inbound.line.sku')}
                  value={line.sku || null}
                  onChange={(sku) => form.setFieldValue(`${linePath}.sku`, sku ?? '')}
                  onBlur={skuProps.onBlur}
                  error={skuProps.error}
                  status="APPROVED"
                  search={searchSkus}
                  placeholder={t('inbound.edit.skuPlaceholder')}
                  comboboxProps={{ withinPortal: true }}
                  style={LINE_FIELD.main}
                />
                <NumberInput
                  label={t('inbound.line.expectedQty')}
                  style={LINE_FIELD.amount}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  withAsterisk
                  {...form.getInputProps(`${linePath}.expectedQty`)}
                />
              </>
            );
          }}
        </LineRows>
      </Stack>
    </Card>
  );
}
