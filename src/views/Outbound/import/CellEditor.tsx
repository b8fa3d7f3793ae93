import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState, type FormEvent } from 'react';
import type { ImportRecheck } from '@/api/business/outbound';
import type { CellTarget } from './ImportPreviewTable';

export type FixOutcome = { refused: string } | { recheck: ImportRecheck };

export interface CellEditorProps {
  target: CellTarget | null;
  onFix: (rowNo: number, column: string, value: string) => Promise<FixOutcome>;
  onClose: () => void;
}

/** Fixes one cell in place: the server re-checks the rows of its order and answers; a cell still wrong says why. */
export function CellEditor({ target, onFix, onClose }: CellEditorProps) {
  const { t } = useTranslate();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('outbound.import.fix.title', { rowNo: target.row.rowNo, column: target.column }) : ''}
    >
      {target && (
        <CellForm
          key={`${target.row.rowNo}.${target.column}`}
          target={target}
          onFix={onFix}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function CellForm({ target, onFix, onClose }: CellEditorProps & { target: CellTarget }) {
  const { t } = useTranslate();
  const { row, column } = target;
  const [value, setValue] = useState(row.values[column] ?? '');
  const [message, setMessage] = useState<string | undefined>(row.errors[column]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await onFix(row.rowNo, column, value);
    setBusy(false);
    if ('refused' in outcome) {
      setMessage(outcome.refused);
      return;
    }
    const still = outcome.recheck.rows.find((r) => r.rowNo === row.rowNo)?.errors[column];
    if (still) setMessage(still);
    else onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('outbound.import.fix.form')} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('outbound.import.fix.intro', { referenceNo: row.values.referenceNo || '—' })}
        </Text>
        <TextInput
          label={column}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={message}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('outbound.import.fix.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('outbound.import.fix.recheck')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
