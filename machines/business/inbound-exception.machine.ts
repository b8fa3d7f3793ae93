import { and, assign, setup } from 'xstate';
import type { InboundStatus } from './inbound-order.machine';
import { roleGuards, type Role } from './lifecycle';

export const EXCEPTION_STATUSES = ['OPEN', 'AWAITING_CUSTOMER', 'RESOLVED'] as const;
export type ExceptionStatus = (typeof EXCEPTION_STATUSES)[number];

export const EXCEPTION_EVENT_TYPES = ['askCustomer', 'chooseResolution', 'resolve'] as const;

/** Raised by `receive` from the counts. */
export const AUTOMATIC_EXCEPTION_TYPES = ['SHORT', 'OVER', 'DAMAGED'] as const;
/** Raised by the warehouse by hand (business.md §5). */
export const OPERATOR_EXCEPTION_TYPES = [
  'WRONG_SKU',
  'UNREGISTERED_SKU',
  'UNREADABLE_LABEL',
  'DIMENSION_MISMATCH',
  'OTHER',
] as const;
export type OperatorExceptionType = (typeof OPERATOR_EXCEPTION_TYPES)[number];

/**
 * The order statuses in which the warehouse may raise an exception by hand: once the goods are there,
 * until they are put away. A new exception starts OPEN, so it blocks putaway like the automatic ones.
 */
export const RAISE_EXCEPTION_STATUSES = [
  'ARRIVED',
  'RECEIVING',
  'RECEIVED',
] as const satisfies readonly InboundStatus[];

/** Whether `by` may raise an exception on an order resting in `status` (the views' button). */
export const canRaiseException = (status: string, by: Role): boolean =>
  by === 'operator' && RAISE_EXCEPTION_STATUSES.some((allowed) => allowed === status);

export const RESOLUTIONS = [
  'ACCEPT_AS_GOOD',
  'ACCEPT_AS_DAMAGED',
  'ADJUST_FORECAST',
  'RETURN_TO_SENDER',
  'DESTROY',
] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export interface ExceptionContext {
  /** What the customer chose while AWAITING_CUSTOMER; the operator closes with exactly that. */
  chosenResolution: Resolution | undefined;
}

export type ExceptionInput = Partial<ExceptionContext>;

/** What the chart's guards look at, read from an exception (mock back-end and views alike). */
export const exceptionContextOf = (exception: {
  status: string;
  resolution?: Resolution | null;
}): ExceptionContext => ({
  chosenResolution:
    exception.status === 'AWAITING_CUSTOMER' ? (exception.resolution ?? undefined) : undefined,
});

export type ExceptionEvent =
  | { type: 'askCustomer'; by: Role }
  | { type: 'chooseResolution'; by: Role; resolution: Resolution }
  | { type: 'resolve'; by: Role; resolution: Resolution };

const isResolution = (value: unknown): value is Resolution =>
  RESOLUTIONS.some((resolution) => resolution === value);

export const inboundExceptionMachine = setup({
  types: {
    context: {} as ExceptionContext,
    events: {} as ExceptionEvent,
    input: {} as ExceptionInput,
  },
  actions: {
    assignChoice: assign(({ event }) =>
      event.type === 'chooseResolution' ? { chosenResolution: event.resolution } : {},
    ),
  },
  guards: {
    ...roleGuards,
    hasResolution: ({ event }) => 'resolution' in event && isResolution(event.resolution),
    matchesCustomerChoice: ({ context, event }) =>
      context.chosenResolution !== undefined &&
      'resolution' in event &&
      event.resolution === context.chosenResolution,
  },
}).createMachine({
  id: 'inboundException',
  context: ({ input }) => ({ chosenResolution: input.chosenResolution }),
  initial: 'OPEN',
  states: {
    OPEN: {
      on: {
        askCustomer: { target: 'AWAITING_CUSTOMER', guard: 'isOperator' },
        resolve: { target: 'RESOLVED', guard: and(['isOperator', 'hasResolution']) },
      },
    },
    AWAITING_CUSTOMER: {
      on: {
        // The customer may change the choice until the operator closes the exception.
        chooseResolution: { guard: and(['isCustomer', 'hasResolution']), actions: 'assignChoice' },
        resolve: { target: 'RESOLVED', guard: and(['isOperator', 'hasResolution', 'matchesCustomerChoice']) },
      },
    },
    RESOLVED: { type: 'final' },
  },
});
