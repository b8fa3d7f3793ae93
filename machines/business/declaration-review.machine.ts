import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isText } from './payload';

/**
 * The review of a SKU's customs declaration for one country and direction (business.md §4): the
 * customer declares it (PENDING), the operator approves it or rejects it with a reason. Any change
 * the customer saves is reviewed again, as a changed SKU is (§4). Approving the SKU approves its
 * pending declarations with it (the review looked at them), through this chart.
 */
export const DECLARATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

export const DECLARATION_EVENT_TYPES = ['edit', 'approve', 'reject'] as const;

/** Nothing beyond the status decides here. */
export type DeclarationContext = Record<string, never>;

export type DeclarationEvent =
  { type: 'edit'; by: Role } | { type: 'approve'; by: Role } | { type: 'reject'; by: Role; reason: string };

const edit = { target: 'PENDING', guard: 'isCustomer' } as const;

export const declarationReviewMachine = setup({
  types: {
    context: {} as DeclarationContext,
    events: {} as DeclarationEvent,
  },
  guards: {
    ...roleGuards,
    hasReason: ({ event }) => 'reason' in event && isText(event.reason),
  },
}).createMachine({
  id: 'declarationReview',
  context: {},
  initial: 'PENDING',
  states: {
    PENDING: {
      on: {
        edit,
        approve: { target: 'APPROVED', guard: 'isOperator' },
        reject: { target: 'REJECTED', guard: and(['isOperator', 'hasReason']) },
      },
    },
    APPROVED: { on: { edit } },
    REJECTED: { on: { edit } },
  },
});
