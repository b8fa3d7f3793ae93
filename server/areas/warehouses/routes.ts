import type { Actor } from '../../services/contract';
import type { Carrier, Warehouse } from '../../store/types/master';
import { crudHandlers } from '../../api/crud';
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

/** Customers see the official warehouses and their own self-service ones. */
export function visibleWarehouses(actor: Actor, query: URLSearchParams): RowScope<Warehouse> {
  const own = actor.customerId;
  if (own !== null) return [{ kind: 'OFFICIAL' }, { ownerCustomerId: own }];
  const owner = query.get('ownerCustomerId');
  return owner ? [{ ownerCustomerId: owner }] : null;
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
    scope: visibleWarehouses,
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
  }),
];
