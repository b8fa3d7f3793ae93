import { Button, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';

/** Shown while rows are ticked: how many, the bulk actions, and a way to untick them all. */
export function SelectionBar({
  count,
  actions,
  onClear,
}: {
  count: number;
  actions?: ReactNode;
  onClear: () => void;
}) {
  const { t } = useTranslate();
  return (
    <Paper
      withBorder
      radius="sm"
      px="sm"
      py={6}
      mb="sm"
      bg="var(--mantine-primary-color-light)"
      role="region"
      aria-label={t('table.selection')}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" fw={500} aria-live="polite">
          {t('table.selected', { count })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {actions}
          <Button variant="subtle" size="xs" leftSection={<IconX size={14} />} onClick={onClear}>
            {t('table.clearSelection')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
