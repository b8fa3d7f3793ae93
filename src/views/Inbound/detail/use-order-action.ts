import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { inboundAction, type InboundAction } from '@/api/business/inbound';
import type { PayloadOf } from '@/api/business/types/api';
import type { InboundEvent } from '@machines/business/inbound-order.machine';
import type { InboundOrder } from '@/api/business/types/documents';

export type ActionOutcome = { ok: true; order: InboundOrder } | { ok: false; error: unknown };

/**
 * Runs lifecycle actions on one order and hands the answered order back. A refusal (409, 403) has
 * already been shown by the request client; dialogs read a 422 from the outcome for their fields.
 */
export function useOrderAction(orderId: string, onChanged: (order: InboundOrder) => void) {
  const { t } = useTranslate();
  const [running, setRunning] = useState<InboundAction | null>(null);
  const run = async <A extends InboundAction>(
    action: A,
    payload?: PayloadOf<InboundEvent, A>,
  ): Promise<ActionOutcome> => {
    setRunning(action);
    try {
      const order = await inboundAction(orderId, action, payload);
      onChanged(order);
      notifications.show({ color: 'green', message: t(`inbound.done.${action}`, { no: order.inboundNo }) });
      return { ok: true, order };
    } catch (error) {
      return { ok: false, error };
    } finally {
      setRunning(null);
    }
  };
  return { run, running };
}
