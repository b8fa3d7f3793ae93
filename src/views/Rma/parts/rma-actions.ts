import { RMA_EVENT_TYPES, rmaMachine } from '@machines/business/rma.machine';
import { deleteRmas, rmaAction, type RmaAction } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { apiEventsOf, type ActionSpec } from '@/views/Business/shared/action-spec';
import {
  useDocumentActions,
  type DocumentActionsOptions,
} from '@/views/Business/shared/use-document-actions';
import { rmaDetailPath, rmaEditPath } from './rma-paths';

/** Every event of the RMA's chart a page may offer: the API's actions, and edit and delete. */
export type RmaDocumentAction = RmaAction | 'edit' | 'delete';

/** The button permission (route `meta.permission`) each lifecycle action needs. */
export const RMA_PERMISSIONS: Record<RmaDocumentAction, string> = {
  edit: 'rma:edit',
  delete: 'rma:delete',
  submit: 'rma:submit',
  cancel: 'rma:cancel',
  receive: 'rma:receive',
  process: 'rma:process',
};

/** How each action is asked for, wherever it is offered (a list row, the detail page). */
const SPECS: Record<RmaDocumentAction, ActionSpec> = {
  edit: { event: 'edit', permission: RMA_PERMISSIONS.edit },
  delete: { event: 'delete', permission: RMA_PERMISSIONS.delete, confirm: true },
  submit: {
    event: 'submit',
    permission: RMA_PERMISSIONS.submit,
    confirm: true,
    wording: {
      title: 'rma.confirm.submit.title',
      message: 'rma.confirm.submit.message',
      done: 'rma.done.submit',
    },
  },
  receive: {
    event: 'receive',
    permission: RMA_PERMISSIONS.receive,
    wording: { done: 'rma.done.receive' },
  },
  process: {
    event: 'process',
    permission: RMA_PERMISSIONS.process,
    confirm: true,
    color: 'green',
    wording: {
      title: 'rma.confirm.process.title',
      message: 'rma.confirm.process.message',
      done: 'rma.done.process',
    },
  },
  cancel: {
    event: 'cancel',
    permission: RMA_PERMISSIONS.cancel,
    reason: 'optional',
    color: 'red',
    wording: {
      title: 'rma.cancel.title',
      message: 'rma.cancel.message',
      reasonLabel: 'rma.cancel.reason',
      run: 'rma.cancel.confirm',
      done: 'rma.done.cancel',
    },
  },
};

const specsOf = (events: readonly RmaDocumentAction[]) => events.map((event) => SPECS[event]);

/** What a list row offers; receiving needs the detail page's counts, so it opens the RMA. */
export const RMA_LIST_ACTIONS = specsOf(['edit', 'submit', 'receive', 'process', 'cancel', 'delete']);

/** The detail page's buttons, the state's next step first; receiving has a form of its own. */
export const RMA_DETAIL_ACTIONS = specsOf(['submit', 'receive', 'process', 'edit', 'cancel', 'delete']);

/** What an action sends besides the RMA: a reason, the counted lines. */
export type RmaPayload = Record<string, unknown>;

type Handlers = DocumentActionsOptions<Rma, RmaPayload>['handlers'];

/** A row's steps that need the detail page's forms open the RMA; edit opens its form. */
export const RMA_LIST_HANDLERS: Handlers = {
  edit: (rma) => navigate(rmaEditPath(rma.id)),
  receive: (rma) => navigate(rmaDetailPath(rma.id)),
};

const API_ACTIONS = apiEventsOf(RMA_EVENT_TYPES);

/**
 * Sends one action of the RMA; the server judges the payload as the chart does (422 at its field).
 * Delete removes a draft (the server asks the chart too); a page that shows the RMA leaves it after.
 */
export function runRmaAction(rma: Rma, event: string, payload: RmaPayload): Promise<unknown> {
  if (event === 'delete') return deleteRmas([rma.id]);
  if (!API_ACTIONS.has(event)) return Promise.reject(new Error(`not an API action: ${event}`));
  return rmaAction(rma.id, event as RmaAction, payload as never);
}

/**
 * The kit's actions for RMAs: the RMA chart (its status alone decides), its number in dialogs.
 * `onDeleted` (a page that shows one RMA) runs instead of `onChanged` once its RMA is deleted.
 */
export function useRmaActions(
  specs: readonly ActionSpec[],
  onChanged: () => void,
  handlers: Handlers,
  onDeleted?: () => void,
) {
  return useDocumentActions<Rma, RmaPayload>({
    machine: rmaMachine,
    specs,
    run: runRmaAction,
    nameOf: (rma) => rma.rmaNo,
    contextOf: () => ({}),
    onChanged,
    onDeleted,
    handlers,
  });
}
