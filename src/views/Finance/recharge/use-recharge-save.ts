import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState, type RefObject } from 'react';
import { rechargeAction, saveRecharge, uploadRechargeReceipt } from '@/api/business/recharge';
import type { Recharge } from '@/api/business/types/documents';
import { fieldErrors } from '@/api/errors';
import { focusFirstError, splitServerErrors } from '@/views/Business/shared/server-errors';
import { isShownRechargeField, rechargeProblems, toInput, type RechargeFormValues } from './recharge-form';

/** An upload the server refused: its message goes under the receipt field. */
class UploadRefused extends Error {
  constructor(readonly reason: unknown) {
    super('upload refused');
  }
}

type Step = 'idle' | 'saving' | 'submitting';

/**
 * Save as draft, or save and submit: the shared rules first (and the chart's receipt rule for a
 * submit), then the receipt upload, Save, and the chart's submit. A 422 of any call lands at its field.
 */
export function useRechargeSave(
  form: UseFormReturnType<RechargeFormValues>,
  initialId: string | undefined,
  receipt: File | null,
  onDone: (recharge: Recharge, submitted: boolean) => void,
  rootRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslate();
  const [savedId, setSavedId] = useState(initialId);
  const [step, setStep] = useState<Step>('idle');
  const [notices, setNotices] = useState<string[]>([]);

  const showServerErrors = (error: unknown) => {
    if (error instanceof UploadRefused) {
      const reason = error.reason;
      form.setFieldError(
        'receiptFile',
        fieldErrors(reason).file ??
          (reason instanceof Error ? reason.message : t('finance.recharge.form.failed')),
      );
      focusFirstError(rootRef.current);
      return;
    }
    const split = splitServerErrors(error, isShownRechargeField);
    if (!split) {
      setNotices([
        error instanceof Error && error.message ? error.message : t('finance.recharge.form.failed'),
      ]);
      return;
    }
    form.setErrors(split.atFields);
    setNotices(split.elsewhere);
    focusFirstError(rootRef.current);
  };

  const run = async (submitting: boolean) => {
    const values = form.getValues();
    const problems = rechargeProblems(values, submitting, receipt !== null || values.receiptFile !== '');
    form.setErrors(Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, t(key)])));
    setNotices([]);
    if (Object.keys(problems).length > 0) {
      focusFirstError(rootRef.current);
      return;
    }
    setStep(submitting ? 'submitting' : 'saving');
    try {
      let receiptFile: string | undefined;
      if (receipt) {
        const uploaded = await uploadRechargeReceipt(receipt, savedId).catch((error: unknown) => {
          throw new UploadRefused(error);
        });
        receiptFile = uploaded.id;
        form.setFieldValue('receiptFile', uploaded.id);
      }
      const saved = await saveRecharge(toInput(values, savedId, receiptFile));
      setSavedId(saved.id);
      if (!submitting) {
        notifications.show({
          color: 'green',
          message: t('finance.recharge.done.saved', { no: saved.rechargeNo }),
        });
        onDone(saved, false);
        return;
      }
      const submitted = await rechargeAction(saved.id, 'submit');
      notifications.show({
        color: 'green',
        message: t('finance.recharge.done.submitted', { no: submitted.rechargeNo }),
      });
      onDone(submitted, true);
    } catch (error) {
      showServerErrors(error);
    } finally {
      setStep('idle');
    }
  };

  return {
    step,
    notices,
    saveDraft: () => void run(false),
    submit: () => void run(true),
  };
}
