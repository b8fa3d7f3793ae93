import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isText } from './payload';

export const WAREHOUSE_STATUSES = ['PENDING_APPROVAL', 'ACTIVE', 'REJECTED', 'SUSPENDED'] as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];

export const WAREHOUSE_EVENT_TYPES = ['edit', 'approve', 'reject', 'suspend', 'resume'] as const;

/** Nothing beyond the status decides here. */
export type WarehouseContext = Record<string, never>;

export type WarehouseEvent =
  /** Its registrant (or an operator) edits it until it is approved; after that, only an operator. */
  | { type: 'edit'; by: Role }
  | { type: 'approve'; by: Role }
  | { type: 'reject'; by: Role; reason: string }
  | { type: 'suspend'; by: Role }
  | { type: 'resume'; by: Role };

const editByOperator = <S extends string>(state: S) =>
  ({ edit: { target: state, guard: 'isOperator' } }) as const;

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
        edit: 'PENDING_APPROVAL',
        approve: { target: 'ACTIVE', guard: 'isOperator' },
        reject: { target: 'REJECTED', guard: and(['isOperator', 'hasReason']) },
      },
    },
    ACTIVE: {
      on: { ...editByOperator('ACTIVE'), suspend: { target: 'SUSPENDED', guard: 'isOperator' } },
    },
    SUSPENDED: {
      on: { ...editByOperator('SUSPENDED'), resume: { target: 'ACTIVE', guard: 'isOperator' } },
    },
    REJECTED: { type: 'final', on: editByOperator('REJECTED') },
  },
});
