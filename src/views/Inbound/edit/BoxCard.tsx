import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCopy, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import { emptyLine, type BoxValues, type InboundFormValues } from './inbound-form';
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

const DIMENSIONS = [
  { field: 'weightKg', label: 'inbound.box.weightKg', scale: 3 },
  { field: 'lengthCm', label: 'inbound.box.lengthCm', scale: 1 },
  { field: 'widthCm', label: 'inbound.box.widthCm', scale: 1 },
  { field: 'heightCm', label: 'inbound.box.heightCm', scale: 1 },
] as const;

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
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <TextInput
            label={t('inbound.box.customerBoxRef')}
            {...form.getInputProps(`${path}.customerBoxRef`)}
          />
          {DIMENSIONS.map((dimension) => (
            <NumberInput
              key={dimension.field}
              label={t(dimension.label)}
              min={0}
              decimalScale={dimension.scale}
              hideControls
              withAsterisk
              {...form.getInputProps(`${path}.${dimension.field}`)}
            />
          ))}
        </SimpleGrid>
        <Stack gap="xs">
          {box.lines.map((line, lineIndex) => {
            const linePath = `${path}.lines.${lineIndex}`;
            const skuProps = form.getInputProps(`${linePath}.sku`);
            return (
              <Group key={line.key} align="flex-start" gap="xs" wrap="nowrap" data-line={lineIndex + 1}>
                <div style={{ flex: 1, minWidth: 0 }}>
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
                    miw={200}
                  />
                </div>
                <NumberInput
                  label={t('inbound.line.expectedQty')}
                  w={{ base: 96, sm: 140 }}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  withAsterisk
                  {...form.getInputProps(`${linePath}.expectedQty`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={28}
                  aria-label={t('inbound.line.removeNamed', { box: index + 1, no: lineIndex + 1 })}
                  onClick={() => form.removeListItem(`${path}.lines`, lineIndex)}
                  disabled={box.lines.length === 1}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            );
          })}
          {linesError ? (
            <Text c="red" fz="sm" role="alert">
              {linesError}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem(`${path}.lines`, emptyLine())}
            >
              {t('inbound.line.add')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
