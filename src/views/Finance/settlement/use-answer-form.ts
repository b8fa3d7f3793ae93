import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { FieldErrors } from '@/api/rules/fields';
import { describeFailure } from '@/views/Business/shared/action-error';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';

/**
 * A statement's answer form (a dispute, an adjustment): the shared rules' problems in words at their
 * fields, else the action sent and the server's 422 at the same fields; closed once it went through.
 */
export function useAnswerForm<P>(send: (payload: P) => Promise<ActionOutcome>, onClose: () => void) {
  const { t } = useTranslate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const submit = async (payload: P, found: FieldErrors) => {
    if (Object.keys(found).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([field, key]) => [field, t(`finance.settlement.rules.${key}`)]),
        ),
      );
      return;
    }
    setRunning(true);
    const outcome = await send(payload);
    setRunning(false);
    if (outcome.ok) onClose();
    else setErrors(describeFailure(outcome.error).fields);
  };
  return { errors, running, submit };
}
