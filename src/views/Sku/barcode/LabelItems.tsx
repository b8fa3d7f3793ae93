import { ActionIcon, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Sku } from '@/api/business/types/sku';
import { SkuPicker } from '@/views/Business/shared/SkuPicker';

export const MAX_COPIES = 5000;

export interface ChosenSku {
  sku: Sku;
  copies: number;
}

export interface LabelItemsProps {
  value: ChosenSku[];
  onChange: (next: ChosenSku[]) => void;
}

/** The SKUs to label and how many copies of each. */
export function LabelItems({ value, onChange }: LabelItemsProps) {
  const { t } = useTranslate();
  const setCopies = (id: string, copies: number) =>
    onChange(value.map((item) => (item.sku.id === id ? { ...item, copies } : item)));
  return (
    <Stack gap="xs">
      <SkuPicker
        label={t('sku.barcode.addSku')}
        value={null}
        clearOnPick
        exclude={value.map((item) => item.sku.id)}
        onChange={(_code, sku) => sku && onChange([...value, { sku, copies: 1 }])}
      />
      {value.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('sku.barcode.noSkus')}
        </Text>
      ) : (
        <Table aria-label={t('sku.barcode.chosen')} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sku.fields.sku')}</Table.Th>
              <Table.Th w={110}>{t('sku.barcode.copies')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.map(({ sku, copies }) => (
              <Table.Tr key={sku.id}>
                <Table.Td>
                  <Text fz="sm" ff="monospace">
                    {sku.sku}
                  </Text>
                  <Text fz="xs" c="dimmed" lineClamp={1}>
                    {sku.nameEn}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    min={1}
                    max={MAX_COPIES}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    aria-label={t('sku.barcode.copiesOf', { sku: sku.sku })}
                    value={copies}
                    onChange={(next) => setCopies(sku.id, typeof next === 'number' ? next : 1)}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('sku.barcode.removeSku', { sku: sku.sku })}
                    onClick={() => onChange(value.filter((item) => item.sku.id !== sku.id))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
