import { Button, Group } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ExampleRecord } from '@/api/sample-types';
import { Dialog } from '@/components/Dialog/Dialog';
import { Permission } from '@/components/Permission/Permission';
import { ExampleDetails } from '../ExampleDetails';
import { ExampleEditor } from '../ExampleEditor';

/** What the dialog shows: a new record's form, a record's form, or a record's details. */
export type ExampleDialogState =
  | { mode: 'add' }
  | { mode: 'edit'; record: ExampleRecord }
  | { mode: 'detail'; record: ExampleRecord }
  | null;

export interface ExampleRecordDialogProps {
  state: ExampleDialogState;
  onChange: (state: ExampleDialogState) => void;
}

const TITLES = { add: 'example.addTitle', edit: 'example.editTitle', detail: 'example.detailTitle' } as const;

/** Add, edit and detail of an example record in one dialog; the detail offers to edit. */
export function ExampleRecordDialog({ state, onChange }: ExampleRecordDialogProps) {
  const { t } = useTranslate();
  const close = () => onChange(null);
  return (
    <Dialog opened={state !== null} onClose={close} title={state ? t(TITLES[state.mode]) : ''} size={720}>
      {state?.mode === 'detail' ? (
        <>
          <ExampleDetails record={state.record} columns={2} />
          <Group justify="flex-end" mt="lg">
            <Permission value="edit">
              <Button
                variant="light"
                leftSection={<IconEdit size={16} />}
                onClick={() => onChange({ mode: 'edit', record: state.record })}
              >
                {t('example.actions.edit')}
              </Button>
            </Permission>
          </Group>
        </>
      ) : state ? (
        <ExampleEditor
          key={state.mode === 'edit' ? state.record.id : 'new'}
          record={state.mode === 'edit' ? state.record : null}
          onSaved={close}
          onCancel={close}
        />
      ) : null}
    </Dialog>
  );
}
