import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import {
  WAREHOUSE_EVENT_TYPES,
  WAREHOUSE_STATUSES,
  warehouseRegistrationMachine,
  type WarehouseStatus,
} from './warehouse-registration.machine';

type M = typeof warehouseRegistrationMachine;

const allowed: Allowed<M, WarehouseStatus>[] = [
  ['PENDING_APPROVAL', { type: 'edit', by: 'customer' }, 'PENDING_APPROVAL'],
  ['PENDING_APPROVAL', { type: 'edit', by: 'operator' }, 'PENDING_APPROVAL'],
  ['ACTIVE', { type: 'edit', by: 'operator' }, 'ACTIVE'],
  ['SUSPENDED', { type: 'edit', by: 'operator' }, 'SUSPENDED'],
  ['REJECTED', { type: 'edit', by: 'operator' }, 'REJECTED'],
  ['PENDING_APPROVAL', { type: 'approve', by: 'operator' }, 'ACTIVE'],
  ['PENDING_APPROVAL', { type: 'reject', by: 'operator', reason: 'address not verifiable' }, 'REJECTED'],
  ['ACTIVE', { type: 'suspend', by: 'operator' }, 'SUSPENDED'],
  ['SUSPENDED', { type: 'resume', by: 'operator' }, 'ACTIVE'],
];

const invalid: Invalid<M, WarehouseStatus>[] = [
  ['PENDING_APPROVAL', { type: 'reject', by: 'operator', reason: '' }, ['hasReason']],
];

export const warehouseCases: LifecycleCases<M, WarehouseStatus> = {
  machine: warehouseRegistrationMachine,
  states: WAREHOUSE_STATUSES,
  eventTypes: WAREHOUSE_EVENT_TYPES,
  context: {},
  allowed,
  invalid,
};
