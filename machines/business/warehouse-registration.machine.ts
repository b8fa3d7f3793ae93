import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isText } from './payload';

export const WAREHOUSE_STATUSES = ['PENDING_APPROVAL', 'ACTIVE', 'REJECTED', 'SUSPENDED'] as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];

export const WAREHOUSE_EVENT_TYPES = ['approve', 'reject', 'suspend', 'resume'] as const;

/** Nothing beyond the status decides here. */
export type WarehouseContext = Record<string, never>;

export type WarehouseEvent =
  | { type: 'approve'; by: Role }
  | { type: 'reject'; by: Role; reason: string }
  | { type: 'suspend'; by: Role }
  | { type: 'resume'; by: Role };

/** Self-service registrations start in PENDING_APPROVAL; official warehouses are created ACTIVE. */
export const warehouseRegistrationMachine = setup({
  types: {
    context: {} as WarehouseContext,
    events: {} as WarehouseEvent,
  },
  guards: {
    ...roleGuards,
    hasReason: ({ event }) => 'reason' in event && isText(event.reason),
  },
}).createMachine({
  id: 'warehouseRegistration',
  context: {},
  initial: 'PENDING_APPROVAL',
  states: {
    PENDING_APPROVAL: {
      on: {
        approve: { target: 'ACTIVE', guard: 'isOperator' },
        reject: { target: 'REJECTED', guard: and(['isOperator', 'hasReason']) },
      },
    },
    ACTIVE: {
      on: { suspend: { target: 'SUSPENDED', guard: 'isOperator' } },
    },
    SUSPENDED: {
      on: { resume: { target: 'ACTIVE', guard: 'isOperator' } },
    },
    REJECTED: { type: 'final' },
  },
});
