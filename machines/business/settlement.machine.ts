import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isText } from './payload';

export const SETTLEMENT_STATUSES = ['GENERATED', 'CONFIRMED', 'DISPUTED', 'ADJUSTED'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const SETTLEMENT_EVENT_TYPES = ['confirm', 'dispute', 'adjust'] as const;

/** Nothing beyond the status decides here. */
export type SettlementContext = Record<string, never>;

export type SettlementEvent =
  | { type: 'confirm'; by: Role }
  | { type: 'dispute'; by: Role; note: string; feeNos?: string[] }
  | {
      type: 'adjust';
      by: Role;
      note?: string;
      amount?: number;
      /** Per disputed fee item a signed amount (+ charges, − credits) and its note. */
      items?: { feeNo: string; amount: number; note: string }[];
    };

export const settlementMachine = setup({
  types: {
    context: {} as SettlementContext,
    events: {} as SettlementEvent,
  },
  guards: {
    ...roleGuards,
    hasNote: ({ event }) => event.type === 'dispute' && isText(event.note),
  },
}).createMachine({
  id: 'settlement',
  context: {},
  initial: 'GENERATED',
  states: {
    GENERATED: {
      on: {
        confirm: { target: 'CONFIRMED', guard: 'isCustomer' },
        dispute: { target: 'DISPUTED', guard: and(['isCustomer', 'hasNote']) },
      },
    },
    DISPUTED: {
      on: { adjust: { target: 'ADJUSTED', guard: 'isOperator' } },
    },
    ADJUSTED: {
      on: { confirm: { target: 'CONFIRMED', guard: 'isCustomer' } },
    },
    CONFIRMED: { type: 'final' },
  },
});
