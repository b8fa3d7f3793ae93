import type { Actor } from '../../db/services/contract';
import type { Carrier, Warehouse } from '../../db/types/master';
import { crudHandlers } from './crud';
import type { RowScope } from './list-query';

/** Customers see the official warehouses and their own self-service ones. */
function visibleWarehouses(actor: Actor, query: URLSearchParams): RowScope<Warehouse> {
  const own = actor.customerId;
  if (own !== null) return (row) => row.kind === 'OFFICIAL' || row.ownerCustomerId === own;
  const owner = query.get('ownerCustomerId');
  return owner ? (row) => row.ownerCustomerId === owner : null;
}

/** The registration chart's events with a call of their own, `POST Warehouse/<Event>`. */
export const WAREHOUSE_ACTIONS = ['approve', 'reject', 'suspend', 'resume'] as const;

export const warehouseHandlers = [
  ...crudHandlers({
    module: 'Warehouse',
    collection: 'warehouses',
    kind: 'warehouse',
    scope: visibleWarehouses,
    spec: {
      keyword: (w) => [w.code, w.name, w.nameEn, w.address.city],
      equals: {
        kind: (w) => w.kind,
        countryCode: (w) => w.countryCode,
        currency: (w) => w.currency,
      },
      sorts: { code: (w) => w.code, name: (w) => w.nameEn, createdAt: (w) => w.createdAt },
      defaultSort: { field: 'code', order: 'asc' },
      status: (w) => w.status,
    },
    actions: { kind: 'warehouse', events: WAREHOUSE_ACTIONS },
  }),
];

export const carrierHandlers = [
  ...crudHandlers({
    module: 'Carrier',
    collection: 'carriers',
    kind: 'carrier',
    scope: (): RowScope<Carrier> => null,
    spec: {
      keyword: (c) => [c.code, c.name, c.carrierName],
      equals: {
        type: (c) => c.type,
        carrierName: (c) => c.carrierName,
        warehouseCode: (c) => c.warehouseCodes,
      },
      sorts: { code: (c) => c.code, name: (c) => c.name, maxWeightKg: (c) => c.maxWeightKg },
      defaultSort: { field: 'code', order: 'asc' },
      status: (c) => c.status,
    },
  }),
];
