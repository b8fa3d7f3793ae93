import { parcelWeightKg } from '@/api/rules/outbound';
import { purseId } from './ids';
import { appendedIndex, find, findById, type AppendedIndex, type Db } from './store';
import { tableOf } from './tables';
import type { Purse } from './types/ledger';
import type { Carrier, Warehouse } from './types/master';
import type { CartonBinding, Sku } from './types/sku';

type ByCode<T> = Map<string, Map<string, T>>;

const skuIndexes = new WeakMap<readonly Sku[], AppendedIndex<Sku, ByCode<Sku>>>();
const cartonIndexes = new WeakMap<
  readonly CartonBinding[],
  AppendedIndex<CartonBinding, ByCode<CartonBinding>>
>();

/**
 * A customer's records by code, per array (`appendedIndex`); a record renamed in place is not seen,
 * so the service calls `forgetLookups` after a rename.
 */
function lookupIn<T extends { customerId: string }>(
  indexes: WeakMap<readonly T[], AppendedIndex<T, ByCode<T>>>,
  list: readonly T[],
  codeOf: (item: T) => string,
  customerId: string,
  code: string,
): T | undefined {
  const byCustomer = appendedIndex(
    indexes,
    list,
    (): ByCode<T> => new Map(),
    (index, item) => {
      let codes = index.get(item.customerId);
      if (!codes) index.set(item.customerId, (codes = new Map()));
      codes.set(codeOf(item), item);
    },
  );
  return byCustomer.get(customerId)?.get(code);
}

/** After a record's code changed in place: the next lookup rebuilds. */
export function forgetLookups(db: Db): void {
  // a collection kept in a table has no list here, nor an index: its own index answers
  if (db.skus) skuIndexes.delete(db.skus);
  if (db.cartons) cartonIndexes.delete(db.cartons);
}

/** A customer's SKU of a code: the table's unique index answers where the SKUs are rows. */
export async function skuByCode(db: Db, customerId: string, code: string): Promise<Sku | undefined> {
  if (tableOf(db, 'skus')) return await find(db, 'skus', { customerId, sku: code });
  return lookupIn(skuIndexes, db.skus, (s) => s.sku, customerId, code);
}

/** A customer's carton binding of a code (unique per customer, as SKU codes are). */
export async function cartonByCode(
  db: Db,
  customerId: string,
  code: string,
): Promise<CartonBinding | undefined> {
  if (tableOf(db, 'cartons')) return await find(db, 'cartons', { customerId, cartonSku: code });
  return lookupIn(cartonIndexes, db.cartons, (c) => c.cartonSku, customerId, code);
}

export const warehouseOf = async (db: Db, code: string): Promise<Warehouse | undefined> =>
  await findById(db, 'warehouses', code);

export const carrierOf = async (db: Db, code: string): Promise<Carrier | undefined> =>
  await findById(db, 'carriers', code);

/** The purse a customer's fees are paid from (all fees are in the tariff's USD). */
export const purseOf = async (db: Db, customerId: string, currency = 'USD'): Promise<Purse | undefined> =>
  await findById(db, 'purses', purseId(customerId, currency));

/** A line's SKU code: a SKU of the customer, or a carton standing for `factor` units of one. */
export interface LineSku {
  sku: Sku;
  carton: CartonBinding | null;
  factor: number;
}

export async function lineSkuOf(db: Db, customerId: string, code: string): Promise<LineSku | undefined> {
  const carton = await cartonByCode(db, customerId, code);
  if (carton) {
    const sku = await skuByCode(db, customerId, carton.componentSku);
    return sku ? { sku, carton, factor: carton.unitsPerCarton } : undefined;
  }
  const sku = await skuByCode(db, customerId, code);
  return sku ? { sku, carton: null, factor: 1 } : undefined;
}

/** Units and weight of an order's lines (a carton line: its units and its own weight). */
export async function outboundLoad(
  db: Db,
  order: { customerId: string; lines: readonly { sku: string; qty: number }[] },
): Promise<{ units: number; weightKg: number }> {
  let units = 0;
  const resolved = new Map<string, LineSku | undefined>();
  for (const line of order.lines) {
    if (!resolved.has(line.sku)) resolved.set(line.sku, await lineSkuOf(db, order.customerId, line.sku));
    units += line.qty * (resolved.get(line.sku)?.factor ?? 1);
  }
  const weightKg = parcelWeightKg(order.lines, (sku) => {
    const line = resolved.get(sku);
    return line?.carton?.weightKg ?? line?.sku.weightKg ?? 0;
  });
  return { units, weightKg: weightKg ?? 0 };
}
