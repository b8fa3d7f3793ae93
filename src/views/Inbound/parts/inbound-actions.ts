import {
  INBOUND_EVENT_TYPES,
  inboundContextOf,
  inboundOrderMachine,
} from '@machines/business/inbound-order.machine';
import { inboundAction, type InboundAction, type InboundExceptionAction } from '@/api/business/inbound';
import type { InboundException, InboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { apiEventsOf, type ActionSpec } from '@/views/Business/shared/action-spec';
import {
  useDocumentActions,
  type DocumentActionsOptions,
} from '@/views/Business/shared/use-document-actions';
import { detailPath, editPath } from './inbound-paths';

/** Every event of the order's chart a page may offer: the API's actions, and edit and print labels. */
export type InboundOrderAction = InboundAction | 'edit' | 'delete' | 'printLabels';

/** The button permission (route `meta.permission`) each lifecycle action needs. */
export const ACTION_PERMISSIONS: Record<InboundOrderAction, string> = {
  edit: 'inbound:edit',
  delete: 'inbound:delete',
  printLabels: 'inbound:print',
  submit: 'inbound:submit',
  approve: 'inbound:verify',
  reject: 'inbound:verify',
  markShipped: 'inbound:ship',
  arrive: 'inbound:arrive',
  startReceiving: 'inbound:receive',
  receive: 'inbound:receive',
  putaway: 'inbound:putaway',
  cancel: 'inbound:cancel',
};

export const EXCEPTION_PERMISSIONS: Record<InboundExceptionAction, string> = {
  askCustomer: 'inbound:exception:ask',
  chooseResolution: 'inbound:exception:choose',
  resolve: 'inbound:exception:resolve',
};

const confirmWording = (event: string) => ({
  title: `inbound.confirm.${event}.title`,
  message: `inbound.confirm.${event}.message`,
  done: `inbound.done.${event}`,
});

/** How each action is asked for, wherever it is offered (a list row, the detail page). */
const SPECS: Record<InboundOrderAction, ActionSpec> = {
  edit: { event: 'edit', permission: ACTION_PERMISSIONS.edit },
  delete: { event: 'delete', permission: ACTION_PERMISSIONS.delete, confirm: true },
  printLabels: {
    event: 'printLabels',
    permission: ACTION_PERMISSIONS.printLabels,
    label: 'inbound.detail.printLabels',
  },
  submit: {
    event: 'submit',
    permission: ACTION_PERMISSIONS.submit,
    wording: { done: 'inbound.done.submit' },
  },
  approve: {
    event: 'approve',
    permission: ACTION_PERMISSIONS.approve,
    confirm: true,
    color: 'green',
    wording: confirmWording('approve'),
  },
  reject: {
    event: 'reject',
    permission: ACTION_PERMISSIONS.reject,
    reason: 'required',
    color: 'red',
    wording: {
      title: 'inbound.reject.title',
      reasonLabel: 'inbound.reject.reason',
      done: 'inbound.done.reject',
    },
  },
  markShipped: {
    event: 'markShipped',
    permission: ACTION_PERMISSIONS.markShipped,
    wording: { done: 'inbound.done.markShipped' },
  },
  arrive: {
    event: 'arrive',
    permission: ACTION_PERMISSIONS.arrive,
    confirm: true,
    color: 'blue',
    wording: confirmWording('arrive'),
  },
  startReceiving: {
    event: 'startReceiving',
    permission: ACTION_PERMISSIONS.startReceiving,
    wording: { done: 'inbound.done.startReceiving' },
  },
  receive: {
    event: 'receive',
    permission: ACTION_PERMISSIONS.receive,
    wording: { done: 'inbound.done.receive' },
  },
  putaway: {
    event: 'putaway',
    permission: ACTION_PERMISSIONS.putaway,
    confirm: true,
    color: 'green',
    wording: confirmWording('putaway'),
  },
  cancel: {
    event: 'cancel',
    permission: ACTION_PERMISSIONS.cancel,
    reason: 'optional',
    color: 'red',
    wording: {
      title: 'inbound.cancel.title',
      message: 'inbound.cancel.message',
      reasonLabel: 'inbound.cancel.reason',
      run: 'inbound.cancel.confirm',
      done: 'inbound.done.cancel',
    },
  },
};

const specsOf = (events: readonly InboundOrderAction[]) => events.map((event) => SPECS[event]);

/** What a list row offers; steps that need a form (submit with its estimate, ship, count) open the order. */
export const LIST_ACTIONS = specsOf([
  'edit',
  'submit',
  'approve',
  'reject',
  'markShipped',
  'arrive',
  'startReceiving',
  'receive',
  'putaway',
  'cancel',
]);

type Handlers = DocumentActionsOptions<InboundOrder, InboundPayload>['handlers'];

const openOrder = (order: InboundOrder) => navigate(detailPath(order.id));

/** A row's steps that need the detail page's forms open the order; edit opens its form. */
export const LIST_HANDLERS: Handlers = {
  edit: (order) => navigate(editPath(order.id)),
  submit: openOrder,
  markShipped: openOrder,
  receive: openOrder,
};

/** The operator's review queue: approve, or reject why. */
export const VERIFY_ACTIONS = specsOf(['approve', 'reject']);

/** The detail page's buttons, the state's next step first; receiving has a panel of its own. */
export const DETAIL_ACTIONS = specsOf([
  'submit',
  'approve',
  'reject',
  'markShipped',
  'arrive',
  'startReceiving',
  'receive',
  'putaway',
  'printLabels',
  'edit',
  'cancel',
]);

/** What an action sends besides the order: a reason, the shipment's numbers, the counted lines. */
export type InboundPayload = Record<string, unknown>;

const API_ACTIONS = apiEventsOf(INBOUND_EVENT_TYPES);

/** Sends one action of the order; the server judges the payload as the chart does (422 at its field). */
export function runInboundAction(order: InboundOrder, event: string, payload: InboundPayload) {
  if (!API_ACTIONS.has(event)) return Promise.reject(new Error(`not an API action: ${event}`));
  return inboundAction(order.id, event as InboundAction, payload as never);
}

export const openExceptionsOf = (order: Pick<InboundOrder, 'exceptions'>): InboundException[] =>
  order.exceptions.filter((exception) => exception.status !== 'RESOLVED');

/** The kit's actions for inbound orders: the order chart, its facts, its number in dialogs. */
export function useInboundActions(specs: readonly ActionSpec[], onChanged: () => void, handlers: Handlers) {
  return useDocumentActions<InboundOrder, InboundPayload>({
    machine: inboundOrderMachine,
    specs,
    run: runInboundAction,
    nameOf: (order) => order.inboundNo,
    contextOf: inboundContextOf,
    onChanged,
    handlers,
  });
}
