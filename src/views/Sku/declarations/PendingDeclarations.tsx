import { ActionIcon, Button, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { countryName, formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { RecordDialog } from '../parts/RecordDialog';
import { declarationKey, type DeclarationValues } from './declaration-schema';
import { DeclarationForm } from './DeclarationForm';

export interface PendingDeclarationsProps {
  value: DeclarationValues[];
  onChange: (next: DeclarationValues[]) => void;
}

/**
 * The declared countries of a SKU being created: kept here, checked with the back-end's rules, and
 * saved right after the SKU itself (a declaration names a SKU that must exist first).
 */
export function PendingDeclarations({ value, onChange }: PendingDeclarationsProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  // which row the dialog edits ('new': a new one); it stays while the dialog fades out
  const [editing, setEditing] = useState<number | 'new'>('new');
  const [opened, setOpened] = useState(false);
  const open = (which: number | 'new') => {
    setEditing(which);
    setOpened(true);
  };
  const takenBesides = (index: number | 'new') =>
    new Set(value.filter((_, i) => i !== index).map(declarationKey));
  const save = (declaration: DeclarationValues) => {
    onChange(
      editing === 'new' ? [...value, declaration] : value.map((d, i) => (i === editing ? declaration : d)),
    );
    setOpened(false);
  };

  return (
    <Stack gap="xs" mt="lg">
      <Divider label={t('sku.declaration.sectionTitle')} labelPosition="left" />
      <Text fz="sm" c="dimmed">
        {t('sku.declaration.pendingHint')}
      </Text>
      {value.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('sku.declaration.sectionTitle')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sku.declaration.countryCode')}</Table.Th>
                <Table.Th>{t('sku.declaration.direction')}</Table.Th>
                <Table.Th>{t('sku.declaration.hsCode')}</Table.Th>
                <Table.Th ta="right">{t('sku.declaration.declaredValue')}</Table.Th>
                <Table.Th w={90}>{t('business.field.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((d, index) => (
                <Table.Tr key={declarationKey(d)}>
                  <Table.Td>{`${d.countryCode} · ${countryName(d.countryCode, locale)}`}</Table.Td>
                  <Table.Td>{t(`sku.direction.${d.direction}`)}</Table.Td>
                  <Table.Td ff="monospace">{d.hsCode}</Table.Td>
                  <Table.Td ta="right">{formatMoney(d.declaredValue, d.currency, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('sku.declaration.editOne', { country: d.countryCode })}
                        onClick={() => open(index)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('sku.declaration.removeOne', { country: d.countryCode })}
                        onClick={() => onChange(value.filter((_, i) => i !== index))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => open('new')}>
          {t('sku.declaration.add')}
        </Button>
      </Group>
      <RecordDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(editing === 'new' ? 'sku.declaration.addTitle' : 'sku.declaration.editTitle')}
      >
        <DeclarationForm
          initial={typeof editing === 'number' ? value[editing] : undefined}
          taken={takenBesides(editing)}
          onSubmit={save}
          onCancel={() => setOpened(false)}
        />
      </RecordDialog>
    </Stack>
  );
}
