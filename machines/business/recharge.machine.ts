import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isNonNegative, isPositive, isText } from './payload';

export const RECHARGE_STATUSES = ['DRAFT', 'PENDING_REVIEW', 'CREDITED', 'REJECTED', 'WITHDRAWN'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

export const RECHARGE_EVENT_TYPES = ['edit', 'delete', 'submit', 'approve', 'reject', 'withdraw'] as const;

export const RECHARGE_METHODS = [
  'BANK_TRANSFER',
  'PAYONEER',
  'PINGPONG',
  'WORLDFIRST',
  'ONLINE_CARD',
] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

export interface RechargeContext {
  method: RechargeMethod;
  /** A receipt file is attached; only a bank transfer needs one. */
  hasReceipt: boolean;
}

export type RechargeInput = Partial<RechargeContext>;

/** What the chart's guards look at, read from a recharge (mock back-end and views alike). */
export const rechargeContextOf = (recharge: {
  method: RechargeMethod;
  receiptFile: string | null;
}): RechargeContext => ({
  method: recharge.method,
  hasReceipt: recharge.receiptFile !== null && recharge.receiptFile !== '',
});

export type RechargeEvent =
  | { type: 'edit'; by: Role }
  /** Only a draft may be deleted, by its customer: the record is removed, it moves nowhere. */
  | { type: 'delete'; by: Role }
  | { type: 'submit'; by: Role }
  | { type: 'approve'; by: Role; arrivedAmount: number; serviceCharge: number }
  | { type: 'reject'; by: Role; reason: string }
  | { type: 'withdraw'; by: Role };

export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as RechargeInput,
  },
  guards: {
    ...roleGuards,
    hasRequiredReceipt: ({ context }) => context.method !== 'BANK_TRANSFER' || context.hasReceipt,
    isOnlineCard: ({ context }) => context.method === 'ONLINE_CARD',
    hasArrivedAmount: ({ event }) => event.type === 'approve' && isPositive(event.arrivedAmount),
    hasServiceCharge: ({ event }) => event.type === 'approve' && isNonNegative(event.serviceCharge),
    hasReason: ({ event }) => 'reason' in event && isText(event.reason),
  },
}).createMachine({
  id: 'recharge',
  context: ({ input }) => ({
    method: input.method ?? 'BANK_TRANSFER',
    hasReceipt: input.hasReceipt ?? false,
  }),
  initial: 'DRAFT',
  states: {
    DRAFT: {
      on: {
        edit: { target: 'DRAFT', guard: 'isCustomer' },
        delete: { target: 'DRAFT', guard: 'isCustomer' },
        // The mock payment step settles a card payment at once; isOnlineCard only picks the branch.
        submit: [
          { target: 'CREDITED', guard: and(['isCustomer', 'hasRequiredReceipt', 'isOnlineCard']) },
          { target: 'PENDING_REVIEW', guard: and(['isCustomer', 'hasRequiredReceipt']) },
        ],
        withdraw: { target: 'WITHDRAWN', guard: 'isCustomer' },
      },
    },
    PENDING_REVIEW: {
      on: {
        approve: { target: 'CREDITED', guard: and(['isOperator', 'hasArrivedAmount', 'hasServiceCharge']) },
        reject: { target: 'REJECTED', guard: and(['isOperator', 'hasReason']) },
        withdraw: { target: 'WITHDRAWN', guard: 'isCustomer' },
      },
    },
    CREDITED: { type: 'final' },
    REJECTED: { type: 'final' },
    WITHDRAWN: { type: 'final' },
  },
});
