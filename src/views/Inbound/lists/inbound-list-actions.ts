import { inboundContextOf, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { inboundAction, type InboundAction } from '@/api/business/inbound';
import type { InboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import type { ActionSpec } from '@/views/Business/shared/action-spec';
import { useDocumentActions } from '@/views/Business/shared/use-document-actions';
import { ACTION_PERMISSIONS } from '../common/inbound-actions';
import { detailPath, editPath } from '../common/InboundPage';

const spec = (event: InboundAction | 'edit', extra: Partial<ActionSpec> = {}): ActionSpec => ({
  event,
  permission: ACTION_PERMISSIONS[event],
  ...extra,
});

/** What a list row offers; steps that need a form (submit with its estimate, ship, count) open the order. */
export const LIST_ACTIONS: readonly ActionSpec[] = [
  spec('edit'),
  spec('submit'),
  spec('approve', { confirm: true, color: 'green' }),
  spec('reject', { reason: 'required', color: 'red' }),
  spec('markShipped'),
  spec('arrive', { confirm: true, color: 'blue' }),
  spec('startReceiving'),
  spec('receive'),
  spec('putaway', { confirm: true, color: 'green' }),
  spec('cancel', { reason: 'optional', color: 'red' }),
];

export const VERIFY_ACTIONS = LIST_ACTIONS.filter((s) => s.event === 'approve' || s.event === 'reject');

const openOrder = (order: InboundOrder) => navigate(detailPath(order.id));

const SIMPLE: readonly InboundAction[] = ['approve', 'arrive', 'startReceiving', 'putaway'];

export function runListAction(order: InboundOrder, event: string, payload: Record<string, string>) {
  if (event === 'reject') return inboundAction(order.id, 'reject', { reason: payload.reason ?? '' });
  if (event === 'cancel')
    return inboundAction(order.id, 'cancel', payload.reason ? { reason: payload.reason } : {});
  const action = SIMPLE.find((name) => name === event);
  if (!action) return Promise.reject(new Error(`not a list action: ${event}`));
  return inboundAction(order.id, action);
}

export function useInboundListActions(specs: readonly ActionSpec[], onChanged: () => void) {
  return useDocumentActions<InboundOrder>({
    machine: inboundOrderMachine,
    specs,
    run: runListAction,
    nameOf: (order) => order.inboundNo,
    contextOf: inboundContextOf,
    onChanged,
    handlers: {
      edit: (order) => navigate(editPath(order.id)),
      submit: openOrder,
      markShipped: openOrder,
      receive: openOrder,
    },
  });
}
