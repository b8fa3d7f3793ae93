import type { SaveStep } from '@/views/Business/shared/SaveButtons';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState, type RefObject } from 'react';
import { estimateInbound, inboundAction, saveInbound } from '@/api/business/inbound';
import type { FeeEstimate } from '@/api/business/types/api';
import type { InboundOrder } from '@/api/business/types/documents';
import { isoDay } from '@/i18n/format';
import { toInput, type InboundFormValues } from './inbound-form';
import { inboundProblems } from './inbound-problems';
import { focusFirstError, splitServerErrors } from '@/views/Business/shared/server-errors';
import { isShownField } from './shown-fields';

type Step = SaveStep;

/**
 * Save draft and submit: the client rules first, then Save (create or update), then — for submit —
 * the fee estimate in a dialog and the Submit action. A 422 from either call lands at its fields.
 */
export function useInboundSave(
  form: UseFormReturnType<InboundFormValues>,
  initialId: string | undefined,
  onDone: (order: InboundOrder, submitted: boolean) => void,
  rootRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslate();
  const [savedId, setSavedId] = useState(initialId);
  const [step, setStep] = useState<Step>('idle');
  const [estimate, setEstimate] = useState<FeeEstimate | null>(null);
  const [notices, setNotices] = useState<string[]>([]);

  const showProblems = (problems: Record<string, string>) => {
    form.setErrors(Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, t(key)])));
    focusFirstError(rootRef.current);
  };

  const showServerErrors = (error: unknown) => {
    const split = splitServerErrors(error, isShownField);
    if (!split) return;
    form.setErrors(split.atFields);
    setNotices(split.elsewhere);
    focusFirstError(rootRef.current);
  };

  /** Client rules, then Save; answers the stored order or null when something stopped it. */
  const store = async (forSubmit: boolean): Promise<InboundOrder | null> => {
    setNotices([]);
    const problems = inboundProblems(form.getValues(), forSubmit ? isoDay() : undefined);
    if (Object.keys(problems).length > 0) {
      showProblems(problems);
      return null;
    }
    form.clearErrors();
    setStep('saving');
    try {
      const order = await saveInbound(toInput(form.getValues(), savedId));
      setSavedId(order.id);
      return order;
    } catch (error) {
      showServerErrors(error);
      return null;
    } finally {
      setStep('idle');
    }
  };

  const saveDraft = async () => {
    const order = await store(false);
    if (!order) return;
    notifications.show({ color: 'green', message: t('inbound.edit.saved', { no: order.inboundNo }) });
    onDone(order, false);
  };

  const startSubmit = async () => {
    const order = await store(true);
    if (!order) return;
    setStep('estimating');
    try {
      setEstimate(await estimateInbound({ id: order.id }));
    } catch (error) {
      showServerErrors(error);
    } finally {
      setStep('idle');
    }
  };

  const confirmSubmit = async () => {
    if (!savedId) return;
    setStep('submitting');
    try {
      const order = await inboundAction(savedId, 'submit');
      setEstimate(null);
      notifications.show({ color: 'green', message: t('inbound.edit.submitted', { no: order.inboundNo }) });
      onDone(order, true);
    } catch (error) {
      setEstimate(null);
      showServerErrors(error);
    } finally {
      setStep('idle');
    }
  };

  return {
    savedId,
    step,
    estimate,
    notices,
    saveDraft,
    startSubmit,
    confirmSubmit,
    closeEstimate: () => setEstimate(null),
  };
}
