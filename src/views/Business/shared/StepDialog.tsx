import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState, type ReactNode } from 'react';
import { fieldErrors } from '@/api/errors';
import type { ActionOutcome } from './use-document-actions';

/**
 * A document's step that asks something before it runs (pack: the weight; ship: the tracking number;
 * process: a look at what will happen): a dialog named after the document, open while one is given,
 * its form mounted afresh for each, so nothing typed for one order is offered for the next.
 */
export function StepDialog<D>({
  document,
  title,
  onClose,
  children,
}: {
  document: D | null;
  title: (document: D) => string;
  onClose: () => void;
  children: (document: D) => ReactNode;
}) {
  return (
    <Modal opened={document !== null} onClose={onClose} title={document ? title(document) : ''} centered>
      {document ? children(document) : null}
    </Modal>
  );
}

/** A step form's messages, by the field they belong to (the names the server's 422 uses). */
export type StepErrors<F extends string> = Partial<Record<F, string>>;

export interface StepSubmit<F extends string> {
  errors: StepErrors<F>;
  busy: boolean;
  /** forgets the messages (the user changed what they were about) */
  clear: () => void;
  /**
   * Sends the step unless `problems` (the form's own checks) says what to fix first; closes once it
   * is done, or shows what the server refused at its field, `fallback` at its field when the server
   * named none (the request client has told the user the rest).
   */
  submit: (
    problems: StepErrors<F>,
    send: () => Promise<ActionOutcome>,
    fallback?: { field: F; message: string },
  ) => Promise<void>;
}

/** The one way a step form checks, sends, closes or says why not. */
export function useStepSubmit<F extends string = never>(onClose: () => void): StepSubmit<F> {
  const [errors, setErrors] = useState<StepErrors<F>>({});
  const [busy, setBusy] = useState(false);
  const submit: StepSubmit<F>['submit'] = async (problems, send, fallback) => {
    if (Object.values(problems).some(Boolean)) {
      setErrors(problems);
      return;
    }
    setBusy(true);
    const outcome = await send();
    setBusy(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    const refused = fieldErrors(outcome.error) as StepErrors<F>;
    setErrors(
      fallback && !refused[fallback.field] ? { ...refused, [fallback.field]: fallback.message } : refused,
    );
  };
  return { errors, busy, clear: () => setErrors({}), submit };
}

/**
 * A step's form: what it is about, its fields, then cancel and the step's own button. Enter in a field
 * submits it; the browser's own checks are off, the form's own say what is wrong at the field.
 */
export function StepForm({
  intro,
  confirm,
  confirmColor,
  focusConfirm = false,
  busy,
  onCancel,
  onSubmit,
  children,
}: {
  intro: ReactNode;
  /** the step's button, in the step's words */
  confirm: string;
  confirmColor?: ButtonProps['color'];
  /** the step asks nothing to type: its button takes the focus (a field with `data-autofocus` does else) */
  focusConfirm?: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslate();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{intro}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color={confirmColor}
            loading={busy}
            data-autofocus={focusConfirm || undefined}
          >
            {confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
