import {
  ActionIcon,
  Button,
  Card,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFileTypePdf, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { LINE_FIELD, LineRows } from '@/views/Business/shared/LineRows';
import { ParcelFields } from '@/views/Business/shared/ParcelFields';
import { emptyCarton, emptyContent, type OutboundFormValues } from './outbound-form';

interface FbaFieldsProps {
  form: UseFormReturnType<OutboundFormValues>;
  label: File | null;
  onLabel: (file: File | null) => void;
}

/** An FBA order's Amazon fields, its cartons (contents, size, weight) and the box labels (PDF). */
export function FbaFields({ form, label, onLabel }: FbaFieldsProps) {
  const { t } = useTranslate();
  const { cartons } = form.values.fba;
  // a carton holds the order's SKUs: the lines chosen above
  const skus = [...new Set(form.values.lines.map((l) => l.sku).filter(Boolean))];
  const cartonsError = form.errors['fba.cartons'];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('outbound.edit.fba.fbaWarehouseCode')}
          description={t('outbound.edit.fba.fbaWarehouseCodeHint')}
          withAsterisk
          {...form.getInputProps('fba.fbaWarehouseCode')}
        />
        <TextInput
          label={t('outbound.edit.fba.fbaShipmentId')}
          description={t('outbound.edit.fba.fbaShipmentIdHint')}
          withAsterisk
          {...form.getInputProps('fba.fbaShipmentId')}
        />
        <TextInput
          label={t('outbound.edit.fba.amazonReferenceId')}
          description={t('outbound.edit.fba.amazonReferenceIdHint')}
          {...form.getInputProps('fba.amazonReferenceId')}
        />
      </SimpleGrid>
      <FileInput
        label={t('outbound.edit.fba.labels')}
        description={t('outbound.edit.fba.labelsHint')}
        placeholder={t('outbound.edit.choosePdf')}
        accept="application/pdf"
        clearable
        leftSection={<IconFileTypePdf size={16} />}
        value={label}
        onChange={(file) => {
          form.clearFieldError('files.fbaLabel');
          onLabel(file);
        }}
        error={form.errors['files.fbaLabel']}
        maw={480}
      />
      <Title order={4} fz="md">
        {t('outbound.edit.fba.cartons')}
      </Title>
      {cartons.map((carton, index) => {
        const path = `fba.cartons.${index}`;
        const no = index + 1;
        const name = t('outbound.edit.carton.title', { no });
        const contentsError = form.errors[`${path}.contents`];
        return (
          <Card key={carton.key} withBorder padding="sm" component="section" aria-label={name}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} fz="sm">
                  {name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('outbound.edit.carton.remove', { no })}
                  onClick={() => form.removeListItem('fba.cartons', index)}
                  disabled={cartons.length === 1}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <ParcelFields
                form={form}
                path={path}
                labels="outbound.edit.carton"
                reference={
                  <TextInput
                    label={t('outbound.edit.carton.cartonNo')}
                    withAsterisk
                    {...form.getInputProps(`${path}.cartonNo`)}
                  />
                }
              />
              <LineRows
                lines={carton.contents}
                removeLabel={(contentIndex) =>
                  t('outbound.edit.carton.removeContent', { no, line: contentIndex + 1 })
                }
                onRemove={(contentIndex) => form.removeListItem(`${path}.contents`, contentIndex)}
                error={contentsError}
                addLabel={t('outbound.edit.carton.addContent', { no })}
                onAdd={() => form.insertListItem(`${path}.contents`, emptyContent())}
              >
                {(content, contentIndex) => {
                  const contentPath = `${path}.contents.${contentIndex}`;
                  return (
                    <>
                      <Select
                        label={t('outbound.edit.carton.sku', { no })}
                        placeholder={
                          skus.length > 0 ? t('outbound.edit.choose') : t('outbound.edit.carton.linesFirst')
                        }
                        data={[...new Set([...skus, ...(content.sku ? [content.sku] : [])])]}
                        withAsterisk
                        style={LINE_FIELD.main}
                        {...form.getInputProps(`${contentPath}.sku`)}
                      />
                      <NumberInput
                        label={t('outbound.edit.carton.qty', { no })}
                        style={LINE_FIELD.amount}
                        min={1}
                        allowDecimal={false}
                        allowNegative={false}
                        withAsterisk
                        {...form.getInputProps(`${contentPath}.qty`)}
                      />
                    </>
                  );
                }}
              </LineRows>
            </Stack>
          </Card>
        );
      })}
      {cartonsError ? (
        <Text c="red" fz="sm" role="alert">
          {cartonsError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('fba.cartons', emptyCarton(cartons.length + 1))}
        >
          {t('outbound.edit.carton.add')}
        </Button>
      </Group>
    </Stack>
  );
}
