import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isText } from './payload';

/** The events of a SKU record's review: the customer edits (and so asks again), the operator decides. */
export type RecordReviewEvent =
  { type: 'edit'; by: Role } | { type: 'approve'; by: Role } | { type: 'reject'; by: Role; reason: string };

export const RECORD_REVIEW_EVENT_TYPES = ['edit', 'approve', 'reject'] as const;

/** Nothing beyond the status decides a record's review. */
export type RecordReviewContext = Record<string, never>;

/**
 * The review chart of a record a SKU keeps (a certificate, a customs declaration; business.md §4):
 * PENDING until the operator approves it (to `approved`: VALID, APPROVED) or rejects it with a
 * reason; any change the customer saves is reviewed again, as a changed SKU is.
 */
export function recordReviewMachine<Approved extends string>(id: string, approved: Approved) {
  const edit = { target: 'PENDING', guard: 'isCustomer' } as const;
  return setup({
    types: {
      context: {} as RecordReviewContext,
      events: {} as RecordReviewEvent,
    },
    guards: {
      ...roleGuards,
      hasReason: ({ event }) => 'reason' in event && isText(event.reason),
    },
  }).createMachine({
    id,
    context: {},
    initial: 'PENDING',
    states: {
      PENDING: {
        on: {
          edit,
          approve: { target: approved, guard: 'isOperator' },
          reject: { target: 'REJECTED', guard: and(['isOperator', 'hasReason']) },
        },
      },
      [approved]: { on: { edit } },
      REJECTED: { on: { edit } },
    },
  });
}
