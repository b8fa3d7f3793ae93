import { and, assign, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isPositive, isText } from './payload';

export const OUTBOUND_STATUSES = [
  'DRAFT',
  'AWAITING_PICK',
  'EXCEPTION',
  'ON_HOLD',
  'PICKING',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];

/** Every place an order can rest: the statuses plus a customer's pending cancel request. */
export const OUTBOUND_STATES = [
  ...OUTBOUND_STATUSES,
  'PICKING.cancelRequested',
  'PACKED.cancelRequested',
] as const;
export type OutboundState = (typeof OUTBOUND_STATES)[number];

/** The places an order can rest in whose status is one of `statuses` (a pending cancel request included). */
export const outboundStatesIn = (statuses: readonly OutboundStatus[]): OutboundState[] =>
  OUTBOUND_STATES.filter((state) => statuses.some((status) => state.split('.')[0] === status));

export const OUTBOUND_EVENT_TYPES = [
  'edit',
  'delete',
  'submit',
  'resubmit',
  'hold',
  'release',
  'pick',
  'pack',
  'ship',
  'deliver',
  'cancel',
  'requestCancel',
  'confirmCancel',
  'refuseCancel',
] as const;

/** Checks a submit depends on, in the order their failure is reported. */
export const EXCEPTION_REASONS = ['OUT_OF_STOCK', 'ARREARS', 'ADDRESS'] as const;
export type OutboundExceptionReason = (typeof EXCEPTION_REASONS)[number];

/** The back-end's checks at submit: stock available, the purse covers the estimate, address deliverable. */
export interface SubmitCheck {
  stock: boolean;
  funds: boolean;
  address: boolean;
}

/** Who makes the parcel's label: the booked carrier (WAREHOUSE_AND_DELIVERY) or the customer (WAREHOUSE_ONLY). */
export type OutboundBusinessMode = 'WAREHOUSE_AND_DELIVERY' | 'WAREHOUSE_ONLY';

export interface OutboundContext {
  /** Set by the chart on entering EXCEPTION, for the back-end to store and show. */
  exceptionReason: OutboundExceptionReason | undefined;
  businessMode: OutboundBusinessMode;
  /** The customer's label is uploaded and not voided (only a WAREHOUSE_ONLY order needs one). */
  waybillUploaded: boolean;
}

export type OutboundInput = Partial<OutboundContext>;

/** What the chart's guards look at, read from an order (mock back-end and views alike). */
export const outboundContextOf = (order: {
  exceptionReason?: OutboundExceptionReason | null;
  businessMode?: OutboundBusinessMode;
  waybillUploaded?: boolean;
}): OutboundContext => ({
  exceptionReason: order.exceptionReason ?? undefined,
  businessMode: order.businessMode ?? 'WAREHOUSE_AND_DELIVERY',
  waybillUploaded: order.waybillUploaded === true,
});

export type OutboundEvent =
  | { type: 'edit'; by: Role }
  /** Only a draft may be deleted, by its customer: the record is removed, it moves nowhere. */
  | { type: 'delete'; by: Role }
  | { type: 'submit'; by: Role; check: SubmitCheck }
  | { type: 'resubmit'; by: Role; check: SubmitCheck }
  | { type: 'hold'; by: Role }
  | { type: 'release'; by: Role }
  | { type: 'pick'; by: Role }
  | { type: 'pack'; by: Role; actualWeightKg: number }
  | { type: 'ship'; by: Role; trackingNo: string }
  | { type: 'deliver'; by: Role }
  | { type: 'cancel'; by: Role; reason: string }
  | { type: 'requestCancel'; by: Role; reason: string }
  | { type: 'confirmCancel'; by: Role }
  | { type: 'refuseCancel'; by: Role; reason?: string };

const isSubmitCheck = (value: unknown): value is SubmitCheck =>
  typeof value === 'object' &&
  value !== null &&
  ['stock', 'funds', 'address'].every((key) => typeof (value as Record<string, unknown>)[key] === 'boolean');

const checkOf = (event: OutboundEvent): SubmitCheck | undefined =>
  'check' in event && isSubmitCheck(event.check) ? event.check : undefined;

const toException = (
  reason: OutboundExceptionReason,
  guard: 'lacksStock' | 'lacksFunds' | 'lacksDeliverableAddress',
) =>
  ({
    target: '#outboundOrder.EXCEPTION',
    guard: and(['isCustomer', 'hasCheck', guard]),
    actions: { type: 'assignExceptionReason', params: { reason } },
  }) as const;

/** submit and resubmit: the first failed check, in EXCEPTION_REASONS order, names the exception. */
const checked = [
  {
    target: '#outboundOrder.AWAITING_PICK',
    guard: and(['isCustomer', 'hasCheck', 'hasStock', 'hasFunds', 'hasDeliverableAddress']),
    actions: 'clearExceptionReason',
  } as const,
  toException('OUT_OF_STOCK', 'lacksStock'),
  toException('ARREARS', 'lacksFunds'),
  toException('ADDRESS', 'lacksDeliverableAddress'),
];

const cancel = { target: '#outboundOrder.CANCELLED', guard: and(['isCustomer', 'hasReason']) } as const;

const requestCancel = { target: 'cancelRequested', guard: and(['isCustomer', 'hasReason']) } as const;

/** A customer's cancel request while picking or packed waits on the operator's answer. */
const cancelRequested = {
  on: {
    confirmCancel: { target: '#outboundOrder.CANCELLED', guard: 'isOperator' },
    refuseCancel: { target: 'active', guard: 'isOperator' },
  },
} as const;

export const outboundOrderMachine = setup({
  types: {
    context: {} as OutboundContext,
    events: {} as OutboundEvent,
    input: {} as OutboundInput,
  },
  actions: {
    assignExceptionReason: assign((_, params: { reason: OutboundExceptionReason }) => ({
      exceptionReason: params.reason,
    })),
    clearExceptionReason: assign({ exceptionReason: undefined }),
  },
  guards: {
    ...roleGuards,
    hasCheck: ({ event }) => checkOf(event) !== undefined,
    hasStock: ({ event }) => checkOf(event)?.stock === true,
    hasFunds: ({ event }) => checkOf(event)?.funds === true,
    hasDeliverableAddress: ({ event }) => checkOf(event)?.address === true,
    lacksStock: ({ event }) => checkOf(event)?.stock === false,
    lacksFunds: ({ event }) => checkOf(event)?.funds === false,
    lacksDeliverableAddress: ({ event }) => checkOf(event)?.address === false,
    hasReason: ({ event }) => 'reason' in event && isText(event.reason),
    hasActualWeight: ({ event }) => event.type === 'pack' && isPositive(event.actualWeightKg),
    hasTrackingNo: ({ event }) => event.type === 'ship' && isText(event.trackingNo),
    // a document guard (blockers.ts): the carrier prints a WAREHOUSE_AND_DELIVERY order's label when
    // it ships; a WAREHOUSE_ONLY order leaves with the customer's own, so it cannot ship without one
    hasWaybill: ({ context }) => context.businessMode !== 'WAREHOUSE_ONLY' || context.waybillUploaded,
  },
}).createMachine({
  id: 'outboundOrder',
  context: ({ input }) => ({
    exceptionReason: input.exceptionReason,
    businessMode: input.businessMode ?? 'WAREHOUSE_AND_DELIVERY',
    waybillUploaded: input.waybillUploaded ?? false,
  }),
  initial: 'DRAFT',
  states: {
    DRAFT: {
      on: {
        edit: { target: 'DRAFT', guard: 'isCustomer' },
        delete: { target: 'DRAFT', guard: 'isCustomer' },
        submit: checked,
        cancel,
      },
    },
    EXCEPTION: {
      on: { edit: { target: 'EXCEPTION', guard: 'isCustomer' }, resubmit: checked, cancel },
    },
    // Holding keeps the reservation, so release needs no new check; either side may hold or release.
    AWAITING_PICK: {
      on: { hold: 'ON_HOLD', pick: { target: 'PICKING', guard: 'isOperator' }, cancel },
    },
    ON_HOLD: {
      on: { edit: { target: 'ON_HOLD', guard: 'isCustomer' }, release: 'AWAITING_PICK', cancel },
    },
    PICKING: {
      initial: 'active',
      states: {
        active: {
          on: {
            pack: { target: '#outboundOrder.PACKED', guard: and(['isOperator', 'hasActualWeight']) },
            requestCancel,
          },
        },
        cancelRequested,
      },
    },
    // Only ship needs the customer's label, not pack: the warehouse weighs and seals the parcel
    // whatever label it will carry, and the label goes on at the dispatch desk. Holding pack back
    // would leave picked goods on the floor for a file, and a label voided after packing must stop
    // the parcel anyway: the one place that cannot do without it is the hand-over to the carrier.
    PACKED: {
      initial: 'active',
      states: {
        active: {
          on: {
            ship: {
              target: '#outboundOrder.SHIPPED',
              guard: and(['isOperator', 'hasWaybill', 'hasTrackingNo']),
            },
            requestCancel,
          },
        },
        cancelRequested,
      },
    },
    SHIPPED: {
      on: { deliver: { target: 'DELIVERED', guard: 'isOperator' } },
    },
    DELIVERED: { type: 'final' },
    CANCELLED: { type: 'final' },
  },
});
