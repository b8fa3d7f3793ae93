import { useRef } from 'react';
import {
  RECHARGE_EVENT_TYPES,
  rechargeContextOf,
  rechargeMachine,
} from '@machines/business/recharge.machine';
import { deleteRecharges, rechargeAction, type RechargeAction } from '@/api/business/recharge';
import type { Recharge } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { apiEventsOf, type ActionSpec } from '@/views/Business/shared/action-spec';
import {
  useDocumentActions,
  type DocumentActionsOptions,
} from '@/views/Business/shared/use-document-actions';
import { rechargeEditPath, rechargeReviewPath } from './recharge-paths';

/** Every event of the recharge's chart a page may offer: the API's actions, and edit and delete. */
export type RechargeDocumentAction = RechargeAction | 'edit' | 'delete';

/** The button permission (route `meta.permission`, `server/areas/samples/menus/business-areas-money.ts`) of each. */
export const RECHARGE_PERMISSIONS: Record<RechargeDocumentAction, string> = {
  edit: 'recharge:edit',
  delete: 'recharge:delete',
  submit: 'recharge:submit',
  withdraw: 'recharge:withdraw',
  approve: 'recharge:approve',
  reject: 'recharge:reject',
};

/** How each action is asked for, wherever it is offered (a list row, the detail page, the queue). */
const SPECS: Record<RechargeDocumentAction, ActionSpec> = {
  edit: { event: 'edit', permission: RECHARGE_PERMISSIONS.edit },
  delete: { event: 'delete', permission: RECHARGE_PERMISSIONS.delete, confirm: true, color: 'red' },
  submit: {
    event: 'submit',
    permission: RECHARGE_PERMISSIONS.submit,
    confirm: true,
    wording: {
      title: 'finance.recharge.confirm.submitTitle',
      message: 'finance.recharge.confirm.submitMessage',
      done: 'finance.recharge.done.submit',
    },
  },
  withdraw: {
    event: 'withdraw',
    permission: RECHARGE_PERMISSIONS.withdraw,
    confirm: true,
    color: 'red',
    wording: {
      title: 'finance.recharge.confirm.withdrawTitle',
      message: 'finance.recharge.confirm.withdrawMessage',
      run: 'finance.recharge.confirm.withdrawRun',
      done: 'finance.recharge.done.withdraw',
    },
  },
  approve: { event: 'approve', permission: RECHARGE_PERMISSIONS.approve, color: 'green' },
  reject: {
    event: 'reject',
    permission: RECHARGE_PERMISSIONS.reject,
    reason: 'required',
    color: 'red',
    wording: {
      title: 'finance.review.reject.title',
      message: 'finance.review.reject.message',
      reasonLabel: 'finance.review.reject.reason',
      run: 'finance.review.reject.run',
      done: 'finance.review.reject.done',
    },
  },
};

const specsOf = (events: readonly RechargeDocumentAction[]) => events.map((event) => SPECS[event]);

/** What a list row offers; approving needs the review's form, so it opens the queue on it. */
export const RECHARGE_LIST_ACTIONS = specsOf(['submit', 'edit', 'approve', 'withdraw', 'delete']);

/** The detail page's buttons, the state's next step first. */
export const RECHARGE_DETAIL_ACTIONS = specsOf(['submit', 'approve', 'reject', 'edit', 'withdraw', 'delete']);

/** The review queue's: approving is its own form (sent with `perform`), rejecting asks a reason. */
export const RECHARGE_REVIEW_ACTIONS = specsOf(['approve', 'reject']);

/** What an action sends besides the recharge: a reason, the arrived amount and charge. */
export type RechargePayload = Record<string, unknown>;

type Handlers = DocumentActionsOptions<Recharge, RechargePayload>['handlers'];

/** Edit opens the form; approve opens the review queue on the recharge (its form asks the amounts). */
export const RECHARGE_HANDLERS: Handlers = {
  edit: (recharge) => navigate(rechargeEditPath(recharge.id)),
  approve: (recharge) => navigate(rechargeReviewPath(recharge.id)),
};

const API_ACTIONS = apiEventsOf(RECHARGE_EVENT_TYPES);

/** Sends one action of the recharge; delete removes a draft (the server asks the chart too). */
export function runRechargeAction(
  recharge: Recharge,
  event: string,
  payload: RechargePayload,
): Promise<unknown> {
  if (event === 'delete') return deleteRecharges([recharge.id]);
  if (!API_ACTIONS.has(event)) return Promise.reject(new Error(`not an API action: ${event}`));
  return rechargeAction(recharge.id, event as RechargeAction, payload as never);
}

/**
 * The kit's actions for recharges: the recharge chart (status, method and receipt decide), its number
 * in dialogs. `onDeleted` (a page that shows one recharge) runs instead of `onChanged` once deleted.
 */
export function useRechargeActions(
  specs: readonly ActionSpec[],
  onChanged: () => void,
  handlers: Handlers,
  onDeleted?: () => void,
) {
  const deleted = useRef(false);
  return useDocumentActions<Recharge, RechargePayload>({
    machine: rechargeMachine,
    specs,
    run: async (recharge, event, payload) => {
      const answer = await runRechargeAction(recharge, event, payload);
      deleted.current = event === 'delete';
      return answer;
    },
    nameOf: (recharge) => recharge.rechargeNo,
    contextOf: rechargeContextOf,
    onChanged: () => {
      if (deleted.current && onDeleted) onDeleted();
      else onChanged();
    },
    handlers,
  });
}
