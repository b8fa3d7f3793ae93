import type { Actor } from '../../services/contract';
import type { Carrier, Warehouse } from '../../store/types/master';
import { crudHandlers } from '../../api/crud';
import { findById, type Db } from '../../store/store';
import type { ListSpec, RowScope } from '../../store/list-query';

export const warehouseSpec: ListSpec<Warehouse> = {
  keyword: ['code', 'name', 'nameEn', 'address.city'],
  equals: {
    kind: 'kind',
    countryCode: 'countryCode',
    currency: 'currency',
  },
  sorts: { code: 'code', name: 'nameEn', createdAt: 'createdAt' },
  defaultSort: { field: 'code', order: 'asc' },
  status: 'status',
};

/**
 * Customers see the official warehouses they may use (those an operator chose for them, every one
 * when none were chosen) and their own self-service ones.
 */
export function warehouseScope(
  actor: Actor,
  query: URLSearchParams,
  chosen: readonly string[] | undefined,
): RowScope<Warehouse> {
  const own = actor.customerId;
  if (own !== null) {
    const official =
      chosen === undefined ? { kind: 'OFFICIAL' as const } : { kind: 'OFFICIAL' as const, code: [...chosen] };
    return [official, { ownerCustomerId: own }];
  }
  const owner = query.get('ownerCustomerId');
  return owner ? [{ ownerCustomerId: owner }] : null;
}

/** `warehouseScope` with the caller's customer as stored. */
export async function visibleWarehouses(
  db: Db,
  actor: Actor,
  query: URLSearchParams,
): Promise<RowScope<Warehouse>> {
  const chosen =
    actor.customerId === null
      ? undefined
      : (await findById(db, 'customers', actor.customerId))?.warehouseCodes;
  return warehouseScope(actor, query, chosen);
}

/** The registration chart's events with a call of their own, `POST Warehouse/<Event>`. */
export const WAREHOUSE_ACTIONS = ['approve', 'reject', 'suspend', 'resume'] as const;

export const carrierSpec: ListSpec<Carrier> = {
  keyword: ['code', 'name', 'carrierName'],
  equals: {
    type: 'type',
    carrierName: 'carrierName',
    warehouseCode: { each: 'warehouseCodes' },
  },
  sorts: { code: 'code', name: 'name', maxWeightKg: 'maxWeightKg' },
  defaultSort: { field: 'code', order: 'asc' },
  status: 'status',
};

export const warehouseHandlers = [
  ...crudHandlers({
    module: 'Warehouse',
    collection: 'warehouses',
    kind: 'warehouse',
    scope: (actor, query, db) => visibleWarehouses(db, actor, query),
    spec: warehouseSpec,
    actions: { kind: 'warehouse', events: WAREHOUSE_ACTIONS },
  }),
];

export const carrierHandlers = [
  ...crudHandlers({
    module: 'Carrier',
    collection: 'carriers',
    kind: 'carrier',
    scope: (): RowScope<Carrier> => null,
    spec: carrierSpec,
    operatorWrites: true,
  }),
];
