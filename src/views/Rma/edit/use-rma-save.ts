import type { SaveStep } from '@/views/Business/shared/SaveButtons';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState, type RefObject } from 'react';
import { rmaAction, saveRma } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import { focusFirstError, splitServerErrors } from '@/views/Business/shared/server-errors';
import { formPath, rmaProblems, sentLines, toInput, type FormProblem, type RmaFormValues } from './rma-form';

type Step = Exclude<SaveStep, 'estimating'>;

const FIELDS = new Set([
  'source',
  'originalOutboundNo',
  'warehouseCode',
  'trackingNo',
  'referenceNo',
  'reason',
  'strategyId',
  'lines',
]);
/** A field of the form the server may name: the header's, the lines block, a line's SKU or quantity. */
export const isShownField = (path: string) =>
  FIELDS.has(path) || /^lines\.\d+\.(sku|expectedQty)$/.test(path);

/**
 * Save as draft and submit (Save, then the chart's `submit`): the shared rules first, then the
 * server; a 422 of either lands at the form's fields (a line by its row), the rest above the buttons.
 * The values stay as typed whatever the answer.
 */
export function useRmaSave(
  form: UseFormReturnType<RmaFormValues>,
  initialId: string | undefined,
  returnable: ReadonlyMap<string, number> | null,
  onDone: (rma: Rma, submitted: boolean) => void,
  rootRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslate();
  const [savedId, setSavedId] = useState(initialId);
  const [step, setStep] = useState<Step>('idle');
  const [notices, setNotices] = useState<string[]>([]);

  const wordOf = (problem: FormProblem) =>
    t(`rma.edit.rules.${problem.key}`, { max: String(problem.max ?? 0) });

  const showServerErrors = (error: unknown, rows: readonly number[]) => {
    const split = splitServerErrors(error, isShownField);
    if (!split) {
      setNotices([error instanceof Error && error.message ? error.message : t('rma.edit.failed')]);
      return;
    }
    form.setErrors(
      Object.fromEntries(Object.entries(split.atFields).map(([path, text]) => [formPath(path, rows), text])),
    );
    setNotices(split.elsewhere);
    focusFirstError(rootRef.current);
  };

  /** The rules, then Save; answers the stored return or null when something stopped it. */
  const store = async (): Promise<Rma | null> => {
    setNotices([]);
    const values = form.getValues();
    const problems = rmaProblems(values, returnable);
    if (Object.keys(problems).length > 0) {
      form.setErrors(
        Object.fromEntries(Object.entries(problems).map(([path, problem]) => [path, wordOf(problem)])),
      );
      focusFirstError(rootRef.current);
      return null;
    }
    form.clearErrors();
    const { rows } = sentLines(values);
    setStep('saving');
    try {
      const rma = await saveRma(toInput(values, savedId));
      setSavedId(rma.id);
      return rma;
    } catch (error) {
      showServerErrors(error, rows);
      return null;
    } finally {
      setStep('idle');
    }
  };

  const saveDraft = async () => {
    const rma = await store();
    if (!rma) return;
    notifications.show({ color: 'green', message: t('rma.edit.saved', { no: rma.rmaNo }) });
    onDone(rma, false);
  };

  const submit = async () => {
    const rma = await store();
    if (!rma) return;
    const { rows } = sentLines(form.getValues());
    setStep('submitting');
    try {
      const submitted = await rmaAction(rma.id, 'submit');
      notifications.show({ color: 'green', message: t('rma.done.submit', { document: rma.rmaNo }) });
      onDone(submitted, true);
    } catch (error) {
      showServerErrors(error, rows);
    } finally {
      setStep('idle');
    }
  };

  return { savedId, step, notices, saveDraft, submit };
}
