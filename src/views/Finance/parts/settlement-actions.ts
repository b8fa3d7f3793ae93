import { SETTLEMENT_EVENT_TYPES, settlementMachine } from '@machines/business/settlement.machine';
import { settlementAction, type SettlementAction } from '@/api/business/finance';
import type { Settlement } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { apiEventsOf, type ActionSpec } from '@/views/Business/shared/action-spec';
import {
  useDocumentActions,
  type DocumentActionsOptions,
} from '@/views/Business/shared/use-document-actions';
import { settlementDetailPath } from './settlement-paths';

/** The button permission (route `meta.permission`) each lifecycle action needs. */
export const SETTLEMENT_PERMISSIONS: Record<SettlementAction, string> = {
  confirm: 'settlement:confirm',
  dispute: 'settlement:dispute',
  adjust: 'settlement:adjust',
};

/** How each action is asked for, wherever it is offered (a list row, the detail page). */
const SPECS: Record<SettlementAction, ActionSpec> = {
  confirm: {
    event: 'confirm',
    permission: SETTLEMENT_PERMISSIONS.confirm,
    confirm: true,
    color: 'green',
    wording: {
      title: 'finance.settlement.confirm.title',
      message: 'finance.settlement.confirm.message',
      done: 'finance.settlement.done.confirm',
    },
  },
  dispute: { event: 'dispute', permission: SETTLEMENT_PERMISSIONS.dispute, color: 'orange' },
  adjust: { event: 'adjust', permission: SETTLEMENT_PERMISSIONS.adjust },
};

/** The detail page's buttons and a list row's, the customer's answer first. */
export const SETTLEMENT_ACTIONS = (['confirm', 'dispute', 'adjust'] as const).map((event) => SPECS[event]);

/** What an action sends besides the statement: the disputed items and note, the adjustments. */
export type SettlementPayload = Record<string, unknown>;

type Handlers = DocumentActionsOptions<Settlement, SettlementPayload>['handlers'];

/** A row's dispute and adjust need the statement's items: they open the statement. */
export const SETTLEMENT_LIST_HANDLERS: Handlers = {
  dispute: (settlement) => navigate(settlementDetailPath(settlement.id)),
  adjust: (settlement) => navigate(settlementDetailPath(settlement.id)),
};

const API_ACTIONS = apiEventsOf(SETTLEMENT_EVENT_TYPES);

/** Sends one action of the statement; the server judges the payload as the chart does (422 at its field). */
export function runSettlementAction(settlement: Settlement, event: string, payload: SettlementPayload) {
  if (!API_ACTIONS.has(event)) return Promise.reject(new Error(`not an API action: ${event}`));
  return settlementAction(settlement.id, event as SettlementAction, payload as never);
}

/** The kit's actions for statements: the settlement chart (its status alone decides), its number in dialogs. */
export function useSettlementActions(onChanged: () => void, handlers: Handlers) {
  return useDocumentActions<Settlement, SettlementPayload>({
    machine: settlementMachine,
    specs: SETTLEMENT_ACTIONS,
    run: runSettlementAction,
    nameOf: (settlement) => settlement.settlementNo,
    contextOf: () => ({}),
    onChanged,
    handlers,
  });
}
