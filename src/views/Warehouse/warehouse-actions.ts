import { warehouseRegistrationMachine } from '@machines/business/warehouse-registration.machine';
import type { Warehouse } from '@/api/business/types/master';
import { warehouseAction, type WarehouseAction } from '@/api/business/warehouse';
import type { ActionSpec } from '@/views/Business/shared/action-spec';

/** business.md §3: an operator approves or rejects a registration, and suspends or resumes a warehouse. */
export const WAREHOUSE_ACTIONS: ActionSpec[] = [
  { event: 'approve', permission: 'warehouse:approve', color: 'teal' },
  { event: 'reject', permission: 'warehouse:reject', reason: 'required', color: 'red' },
  { event: 'suspend', permission: 'warehouse:suspend', confirm: true },
  { event: 'resume', permission: 'warehouse:suspend' },
];

export const warehouseChart = warehouseRegistrationMachine;

export const runWarehouseAction = (warehouse: Warehouse, event: string, payload: Record<string, string>) =>
  warehouseAction(
    warehouse.id,
    event as WarehouseAction,
    event === 'reject' ? { reason: payload.reason ?? '' } : undefined,
  );
