import type { SaveStep } from '@/views/Business/shared/SaveButtons';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState, type RefObject } from 'react';
import { availableActions } from '@machines/business/lifecycle';
import { outboundContextOf, outboundOrderMachine } from '@machines/business/outbound-order.machine';
import {
  estimateOutbound,
  outboundAction,
  saveOutbound,
  uploadFbaLabel,
  uploadOutboundWaybill,
} from '@/api/business/outbound';
import type { FeeEstimate } from '@/api/business/types/api';
import type { OutboundOrder } from '@/api/business/types/documents';
import type { Purse } from '@/api/business/types/ledger';
import { fieldErrors } from '@/api/errors';
import { toInput, type OutboundFormValues } from './outbound-form';
import { outboundProblems } from './outbound-problems';
import { focusFirstError, splitServerErrors } from '@/views/Business/shared/server-errors';
import { isShownField } from './shown-fields';
import { useReachable } from '@/views/Business/Home/use-reachable';
import { purseIn } from './use-outbound-refs';

type Step = SaveStep;

/** The form's fields of the files (their messages show at the file inputs). */
export const FILE_FIELDS = { waybill: 'files.waybill', fbaLabel: 'files.fbaLabel' } as const;

/** An upload the server refused, with the file field it belongs to. */
class UploadRefused extends Error {
  constructor(
    readonly field: string,
    readonly reason: unknown,
  ) {
    super('upload refused');
  }
}

async function uploading<T>(field: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw new UploadRefused(field, error);
  }
}

export interface Offers {
  signature: boolean;
  insurance: boolean;
}

/** The files chosen in the form, sent once the order exists (an upload names its order). */
export interface PendingFiles {
  waybill: File | null;
  fbaLabel: File | null;
}

/** What the submit dialog shows: the fees, the purse before and after, the lines short of stock. */
export interface SubmitPreview {
  order: OutboundOrder;
  estimate: FeeEstimate;
  purse: Purse | null;
  /** the user's role sees no money (the orders role): no purse is read or shown */
  purseHidden: boolean;
  /** the chart's event for this order: `submit` for a draft, `resubmit` for one in EXCEPTION */
  action: 'submit' | 'resubmit';
}

/** The chart's submitting event the customer may send for the order now (none: it cannot be sent). */
export function submitEventOf(order: OutboundOrder): 'submit' | 'resubmit' | null {
  const offered = availableActions(outboundOrderMachine, order.status, outboundContextOf(order), 'customer');
  if (offered.includes('resubmit')) return 'resubmit';
  if (offered.includes('submit')) return 'submit';
  return null;
}

/**
 * Save draft and submit: the client rules first, then Save (create or update) and the chosen files,
 * then — for submit — the fee estimate and the purse in a dialog, and the chart's submit (or resubmit).
 * A 422 from any call lands at its fields.
 */
export function useOutboundSave(
  form: UseFormReturnType<OutboundFormValues>,
  initialId: string | undefined,
  offers: Offers,
  files: PendingFiles,
  onDone: (order: OutboundOrder, submitted: boolean) => void,
  rootRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslate();
  const [savedId, setSavedId] = useState(initialId);
  const [step, setStep] = useState<Step>('idle');
  const [preview, setPreview] = useState<SubmitPreview | null>(null);
  const seesPurse = useReachable()('/finance/purse');
  const [notices, setNotices] = useState<string[]>([]);
  const [uploaded, setUploaded] = useState<PendingFiles>({ waybill: null, fbaLabel: null });

  const showServerErrors = (error: unknown) => {
    if (error instanceof UploadRefused) {
      // the order is saved; the file is not: its message goes under the file's field
      const reason = error.reason;
      const message =
        fieldErrors(reason).file ??
        (reason instanceof Error && reason.message ? reason.message : t('outbound.edit.failed'));
      form.setFieldError(error.field, message);
      focusFirstError(rootRef.current);
      return;
    }
    const split = splitServerErrors(error, isShownField);
    if (!split) {
      setNotices([error instanceof Error && error.message ? error.message : t('outbound.edit.failed')]);
      return;
    }
    form.setErrors(split.atFields);
    setNotices(split.elsewhere);
    focusFirstError(rootRef.current);
  };

  /** The chosen files not yet sent with this order. */
  const upload = async (orderId: string) => {
    const values = form.getValues();
    const sent = { ...uploaded };
    if (values.businessMode === 'WAREHOUSE_ONLY' && files.waybill && files.waybill !== uploaded.waybill) {
      const file = files.waybill;
      await uploading(FILE_FIELDS.waybill, () => uploadOutboundWaybill(orderId, file));
      sent.waybill = file;
      setUploaded({ ...sent });
    }
    if (values.type === 'FBA' && files.fbaLabel && files.fbaLabel !== uploaded.fbaLabel) {
      const file = files.fbaLabel;
      await uploading(FILE_FIELDS.fbaLabel, () => uploadFbaLabel(orderId, file));
      sent.fbaLabel = file;
    }
    setUploaded(sent);
  };

  /** Client rules, then Save and the files; answers the stored order or null when something stopped it. */
  const store = async (): Promise<OutboundOrder | null> => {
    setNotices([]);
    const problems = outboundProblems(form.getValues(), offers);
    if (Object.keys(problems).length > 0) {
      form.setErrors(Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, t(key)])));
      focusFirstError(rootRef.current);
      return null;
    }
    form.clearErrors();
    setStep('saving');
    try {
      const order = await saveOutbound(toInput(form.getValues(), savedId, offers));
      setSavedId(order.id);
      await upload(order.id);
      return order;
    } catch (error) {
      showServerErrors(error);
      return null;
    } finally {
      setStep('idle');
    }
  };

  const saveDraft = async () => {
    const order = await store();
    if (!order) return;
    notifications.show({ color: 'green', message: t('outbound.edit.saved', { no: order.outboundNo }) });
    onDone(order, false);
  };

  const startSubmit = async () => {
    const order = await store();
    if (!order) return;
    const action = submitEventOf(order);
    if (!action) {
      // saved, but the chart no longer lets this order be submitted (someone moved it meanwhile)
      onDone(order, false);
      return;
    }
    setStep('estimating');
    try {
      const estimate = await estimateOutbound({ id: order.id });
      const purse = seesPurse ? await purseIn(estimate.currency) : null;
      setPreview({ order, estimate, purse, purseHidden: !seesPurse, action });
    } catch (error) {
      showServerErrors(error);
    } finally {
      setStep('idle');
    }
  };

  const confirmSubmit = async () => {
    if (!preview) return;
    setStep('submitting');
    try {
      const order = await outboundAction(preview.order.id, preview.action);
      setPreview(null);
      notifications.show({
        color: order.exceptionReason ? 'yellow' : 'green',
        message: order.exceptionReason
          ? t('outbound.edit.submittedException', {
              no: order.outboundNo,
              reason: t(`outbound.edit.exception.${order.exceptionReason}`),
            })
          : t('outbound.edit.submitted', { no: order.outboundNo }),
      });
      onDone(order, true);
    } catch (error) {
      setPreview(null);
      showServerErrors(error);
    } finally {
      setStep('idle');
    }
  };

  return {
    savedId,
    step,
    preview,
    notices,
    saveDraft,
    startSubmit,
    confirmSubmit,
    closePreview: () => setPreview(null),
  };
}
