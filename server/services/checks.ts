import { lineSkuOf, type LineSku } from '../store/lookup';
import { filter, findById, type Db } from '../store/store';
import type { Warehouse, WarehouseCapabilities } from '../store/types/master';
import type { FieldMessages, MessageRef } from './contract';

/** Cross-record checks shared by saving a document and submitting it. */

const MISSING_CAPABILITY = {
  inbound: 'warehouseNoInbound',
  outbound: 'warehouseNoOutbound',
  returns: 'warehouseNoReturns',
  fbaRelabel: 'warehouseNoOutbound',
} as const;

/** Whether the customer may use an official warehouse: one of those chosen for it, or any when none were. */
async function mayUseOfficial(db: Db, customerId: string, code: string): Promise<boolean> {
  const chosen = (await findById(db, 'customers', customerId))?.warehouseCodes;
  return chosen === undefined || chosen.includes(code);
}

/** A warehouse the customer may use for `capability`: official or its own, active, offering it. */
export async function warehouseProblem(
  db: Db,
  customerId: string,
  code: string,
  capability: keyof WarehouseCapabilities,
): Promise<MessageRef | null> {
  const warehouse = await findById(db, 'warehouses', code);
  if (!warehouse || (warehouse.kind === 'SELF_SERVICE' && warehouse.ownerCustomerId !== customerId)) {
    return { key: 'warehouseUnknown' };
  }
  if (warehouse.kind === 'OFFICIAL' && !(await mayUseOfficial(db, customerId, code)))
    return { key: 'warehouseNotAllowed' };
  if (warehouse.status !== 'ACTIVE') return { key: 'warehouseNotActive' };
  if (!warehouse.capabilities[capability]) return { key: MISSING_CAPABILITY[capability] };
  return null;
}

/** A document line's SKU: the customer's, APPROVED (a carton: active, of an approved SKU). */
export function lineSkuProblem(code: string, line: LineSku | undefined): MessageRef | null {
  if (!line) return { key: 'skuUnknown' };
  const approved =
    line.sku.status === 'APPROVED' && (line.carton === null || line.carton.status === 'ACTIVE');
  return approved ? null : { key: 'skuNotApproved', params: { sku: code } };
}

/** Codes of the customer's SKUs with an APPROVED IMPORT declaration for `country`. */
export async function declaredFor(db: Db, customerId: string, country: string): Promise<Set<string>> {
  const declared = await filter(db, 'declarations', {
    customerId,
    countryCode: country,
    direction: 'IMPORT',
    status: 'APPROVED',
  });
  return new Set(declared.map((d) => d.sku));
}

/** Checks every line SKU at `path(index)`, adding its problem to `fields`. */
export async function checkLineSkus(
  db: Db,
  customerId: string,
  lines: readonly { sku: string; path: string }[],
  fields: FieldMessages,
  importCountry: Warehouse['countryCode'] | null = null,
): Promise<void> {
  const declared = importCountry === null ? null : await declaredFor(db, customerId, importCountry);
  for (const { sku, path } of lines) {
    if (sku === '' || fields[path]) continue;
    const line = await lineSkuOf(db, customerId, sku);
    const problem = lineSkuProblem(sku, line);
    if (problem) {
      fields[path] = problem;
      continue;
    }
    const component = line?.sku.sku ?? sku;
    if (declared && importCountry && !declared.has(component)) {
      fields[path] = { key: 'declarationMissing', params: { sku: component, country: importCountry } };
    }
  }
}

/**
 * Whether another document of the customer, not closed, already carries `referenceNo` (business.md
 * §2): the documents of that customer and reference are looked up (their table's index answers, and
 * its partial unique index refuses a second one even from two calls at once).
 */
export async function referenceTaken(
  db: Db,
  name: 'inbounds' | 'outbounds' | 'rmas',
  customerId: string,
  referenceNo: string,
  selfId: string | null,
  closed: readonly string[] = ['CANCELLED'],
): Promise<boolean> {
  if (referenceNo === '') return false;
  const holders = await filter(db, name, { customerId, referenceNo });
  return holders.some((d) => d.id !== selfId && !closed.includes(d.status));
}
