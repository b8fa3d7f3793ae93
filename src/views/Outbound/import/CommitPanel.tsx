import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileImport, IconSend } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { ImportTotals } from '@/api/business/outbound';
import type { ImportMode } from './use-outbound-import';

export interface CommitPanelProps {
  totals: ImportTotals;
  committing: boolean;
  onCommit: (mode: ImportMode) => void;
}

/** Creates the valid orders, as drafts or submitted, after the user confirms how many and how. */
export function CommitPanel({ totals, committing, onCommit }: CommitPanelProps) {
  const { t } = useTranslate();
  const [asking, setAsking] = useState<ImportMode | null>(null);
  const none = totals.validOrders === 0;
  const skipped = totals.orders - totals.validOrders;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconFileImport size={16} />}
          variant="light"
          disabled={none}
          loading={committing && asking === 'draft'}
          onClick={() => setAsking('draft')}
        >
          {t('outbound.import.commit.draft', { count: totals.validOrders })}
        </Button>
        <Button
          leftSection={<IconSend size={16} />}
          disabled={none}
          loading={committing && asking === 'submit'}
          onClick={() => setAsking('submit')}
        >
          {t('outbound.import.commit.submit', { count: totals.validOrders })}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {none
          ? t('outbound.import.commit.noneValid')
          : skipped > 0
            ? t('outbound.import.commit.skipped', { count: skipped })
            : null}
      </Text>
      <Modal
        opened={asking !== null && !committing}
        onClose={() => setAsking(null)}
        title={t('outbound.import.commit.confirmTitle')}
      >
        <Stack gap="md">
          <Text size="sm">
            {asking === 'submit'
              ? t('outbound.import.commit.confirmSubmit', { count: totals.validOrders })
              : t('outbound.import.commit.confirmDraft', { count: totals.validOrders })}
          </Text>
          {skipped > 0 && (
            <Text size="sm" c="orange">
              {t('outbound.import.commit.skipped', { count: skipped })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('outbound.import.commit.cancel')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                if (asking) onCommit(asking);
              }}
            >
              {t('outbound.import.commit.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
