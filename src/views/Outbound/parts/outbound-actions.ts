import {
  OUTBOUND_EVENT_TYPES,
  outboundContextOf,
  outboundOrderMachine,
} from '@machines/business/outbound-order.machine';
import { deleteOutbounds, outboundAction, type OutboundAction } from '@/api/business/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { apiEventsOf, type ActionSpec } from '@/views/Business/shared/action-spec';
import {
  useDocumentActions,
  type DocumentActionsOptions,
} from '@/views/Business/shared/use-document-actions';
import { detailPath, editPath } from './outbound-paths';

/** Every event of the order's chart a page may offer: the API's actions, and edit and delete. */
export type OutboundOrderAction = OutboundAction | 'edit' | 'delete';

/** The button permission (route `meta.permission`, business.md §11) each lifecycle action needs. */
export const ACTION_PERMISSIONS: Record<OutboundOrderAction, string> = {
  edit: 'outbound:edit',
  delete: 'outbound:delete',
  submit: 'outbound:submit',
  resubmit: 'outbound:submit',
  hold: 'outbound:hold',
  release: 'outbound:hold',
  pick: 'outbound:pick',
  pack: 'outbound:pack',
  ship: 'outbound:ship',
  deliver: 'outbound:deliver',
  cancel: 'outbound:cancel',
  requestCancel: 'outbound:cancel',
  confirmCancel: 'outbound:confirmCancel',
  refuseCancel: 'outbound:confirmCancel',
};

const confirmWording = (event: string) => ({
  title: `outbound.confirm.${event}.title`,
  message: `outbound.confirm.${event}.message`,
  done: `outbound.done.${event}`,
});

/** How each action is asked for, wherever it is offered (a list row, the detail page, the queue). */
const SPECS: Record<OutboundOrderAction, ActionSpec> = {
  edit: { event: 'edit', permission: ACTION_PERMISSIONS.edit },
  delete: { event: 'delete', permission: ACTION_PERMISSIONS.delete, confirm: true, color: 'red' },
  submit: {
    event: 'submit',
    permission: ACTION_PERMISSIONS.submit,
    wording: { done: 'outbound.done.submit' },
  },
  resubmit: {
    event: 'resubmit',
    permission: ACTION_PERMISSIONS.resubmit,
    wording: { done: 'outbound.done.resubmit' },
  },
  hold: {
    event: 'hold',
    permission: ACTION_PERMISSIONS.hold,
    confirm: true,
    wording: confirmWording('hold'),
  },
  release: {
    event: 'release',
    permission: ACTION_PERMISSIONS.release,
    wording: { done: 'outbound.done.release' },
  },
  pick: { event: 'pick', permission: ACTION_PERMISSIONS.pick, wording: { done: 'outbound.done.pick' } },
  pack: { event: 'pack', permission: ACTION_PERMISSIONS.pack, wording: { done: 'outbound.done.pack' } },
  ship: { event: 'ship', permission: ACTION_PERMISSIONS.ship, wording: { done: 'outbound.done.ship' } },
  deliver: {
    event: 'deliver',
    permission: ACTION_PERMISSIONS.deliver,
    confirm: true,
    color: 'green',
    wording: confirmWording('deliver'),
  },
  cancel: {
    event: 'cancel',
    permission: ACTION_PERMISSIONS.cancel,
    reason: 'required',
    color: 'red',
    wording: {
      title: 'outbound.cancel.title',
      message: 'outbound.cancel.message',
      reasonLabel: 'outbound.cancel.reason',
      run: 'outbound.cancel.confirm',
      done: 'outbound.done.cancel',
    },
  },
  requestCancel: {
    event: 'requestCancel',
    permission: ACTION_PERMISSIONS.requestCancel,
    reason: 'required',
    color: 'red',
    wording: {
      title: 'outbound.requestCancel.title',
      message: 'outbound.requestCancel.message',
      reasonLabel: 'outbound.cancel.reason',
      done: 'outbound.done.requestCancel',
    },
  },
  confirmCancel: {
    event: 'confirmCancel',
    permission: ACTION_PERMISSIONS.confirmCancel,
    confirm: true,
    color: 'red',
    wording: confirmWording('confirmCancel'),
  },
  refuseCancel: {
    event: 'refuseCancel',
    permission: ACTION_PERMISSIONS.refuseCancel,
    reason: 'optional',
    wording: {
      title: 'outbound.refuseCancel.title',
      reasonLabel: 'outbound.refuseCancel.reason',
      done: 'outbound.done.refuseCancel',
    },
  },
};

export const specsOf = (events: readonly OutboundOrderAction[]) => events.map((event) => SPECS[event]);

/** What a list row offers; steps that need a form of their own (pack's weight, ship's number) open the order. */
export const LIST_ACTIONS = specsOf([
  'edit',
  'submit',
  'resubmit',
  'hold',
  'release',
  'pick',
  'pack',
  'ship',
  'deliver',
  'confirmCancel',
  'refuseCancel',
  'requestCancel',
  'cancel',
  'delete',
]);

/** The detail page's buttons, the state's next step first. */
export const DETAIL_ACTIONS = specsOf([
  'submit',
  'resubmit',
  'pick',
  'pack',
  'ship',
  'deliver',
  'confirmCancel',
  'refuseCancel',
  'release',
  'hold',
  'edit',
  'requestCancel',
  'cancel',
  'delete',
]);

/** What an action sends besides the order: a reason, the packed weight, the tracking number. */
export type OutboundPayload = Record<string, unknown>;

type Handlers = DocumentActionsOptions<OutboundOrder, OutboundPayload>['handlers'];

const openOrder = (order: OutboundOrder) => navigate(detailPath(order.id));

/** A row's steps that need the detail page's forms open the order; edit opens its form. */
export const LIST_HANDLERS: Handlers = {
  edit: (order) => navigate(editPath(order.id)),
  pack: openOrder,
  ship: openOrder,
};

const API_ACTIONS = apiEventsOf(OUTBOUND_EVENT_TYPES);

/**
 * Sends one action of the order; the server judges the payload as the chart does (422 at its field).
 * Delete removes a draft (the server asks the chart too); a page that shows the order leaves it after.
 */
export function runOutboundAction(
  order: OutboundOrder,
  event: string,
  payload: OutboundPayload,
): Promise<unknown> {
  if (event === 'delete') return deleteOutbounds([order.id]);
  if (!API_ACTIONS.has(event)) return Promise.reject(new Error(`not an API action: ${event}`));
  return outboundAction(order.id, event as OutboundAction, payload as never);
}

/**
 * The kit's actions for outbound orders: the order chart, its facts, its number in dialogs.
 * `onDeleted` (a page that shows one order) runs instead of `onChanged` once its order is deleted.
 */
export function useOutboundActions(
  specs: readonly ActionSpec[],
  onChanged: () => void,
  handlers: Handlers,
  onDeleted?: () => void,
) {
  return useDocumentActions<OutboundOrder, OutboundPayload>({
    machine: outboundOrderMachine,
    specs,
    run: runOutboundAction,
    nameOf: (order) => order.outboundNo,
    contextOf: outboundContextOf,
    onChanged,
    onDeleted,
    handlers,
  });
}
