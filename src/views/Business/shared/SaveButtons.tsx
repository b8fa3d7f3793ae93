import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';

/**
 * Where a document form's save stands: idle, saving a draft, asking the server for the estimate
 * shown before submitting, or submitting.
 */
export type SaveStep = 'idle' | 'saving' | 'estimating' | 'submitting';

/**
 * The foot of a document's form: save as draft, and submit (the form's submit button, so Enter in a
 * field submits). Both wait while either runs; each spins for its own step. Without `submitLabel` the
 * document is past its draft and only its changes are saved.
 */
export function SaveButtons({
  step,
  saveLabel,
  submitLabel,
  onSaveDraft,
}: {
  step: SaveStep;
  saveLabel: string;
  submitLabel?: string | null;
  onSaveDraft: () => void;
}) {
  const busy = step !== 'idle';
  return (
    <Group justify="flex-end" gap="sm">
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        loading={step === 'saving'}
        disabled={busy}
        onClick={onSaveDraft}
      >
        {saveLabel}
      </Button>
      {submitLabel ? (
        <Button
          type="submit"
          leftSection={<IconSend size={16} />}
          loading={step === 'estimating' || step === 'submitting'}
          disabled={busy}
        >
          {submitLabel}
        </Button>
      ) : null}
    </Group>
  );
}
