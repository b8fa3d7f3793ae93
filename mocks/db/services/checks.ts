import { lineSkuOf, type LineSku } from '../lookup';
import { filter, findById, type Db } from '../store';
import type { Warehouse, WarehouseCapabilities } from '../types/master';
import type { FieldMessages, MessageRef } from './contract';

/** Cross-record checks shared by saving a document and submitting it. */

const MISSING_CAPABILITY = {
  inbound: 'warehouseNoInbound',
  outbound: 'warehouseNoOutbound',
  returns: 'warehouseNoReturns',
  fbaRelabel: 'warehouseNoOutbound',
} as const;

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

interface Referenced {
  id: string;
  customerId: string;
  referenceNo: string;
  status: string;
}

interface ReferenceIndex {
  seen: number;
  last: Referenced | undefined;
  byKey: Map<string, Referenced[]>;
}

const referenceIndexes = new WeakMap<readonly Referenced[], ReferenceIndex>();
const keyOf = (doc: Pick<Referenced, 'customerId' | 'referenceNo'>) => `${doc.customerId}|${doc.referenceNo}`;

function addTo(index: ReferenceIndex, doc: Referenced): void {
  const list = index.byKey.get(keyOf(doc));
  if (list) list.push(doc);
  else index.byKey.set(keyOf(doc), [doc]);
}

/**
 * Documents by customer and reference number. Documents are appended, so the index takes in the new
 * ones on each use; a removal (the tail is no longer what was seen) rebuilds it. Entries are checked
 * on use, so a document whose reference was edited away is simply skipped.
 */
function referenceIndex(docs: readonly Referenced[]): ReferenceIndex {
  let index = referenceIndexes.get(docs);
  if (!index || index.seen > docs.length || docs[index.seen - 1] !== index.last) {
    index = { seen: 0, last: undefined, byKey: new Map() };
    referenceIndexes.set(docs, index);
  }
  for (; index.seen < docs.length; index.seen += 1) addTo(index, docs[index.seen]);
  index.last = docs[docs.length - 1];
  return index;
}

/** After an edit changed a document's reference number: index it under the new one. */
export function noteReference(docs: readonly Referenced[], doc: Referenced): void {
  addTo(referenceIndex(docs), doc);
}

/** Whether another non-cancelled document of the customer already carries `referenceNo`. */
export function referenceTaken(
  docs: readonly Referenced[],
  customerId: string,
  referenceNo: string,
  selfId: string | null,
  closed: readonly string[] = ['CANCELLED'],
): boolean {
  if (referenceNo === '') return false;
  const candidates = referenceIndex(docs).byKey.get(keyOf({ customerId, referenceNo })) ?? [];
  return candidates.some(
    (d) =>
      d.referenceNo === referenceNo &&
      d.customerId === customerId &&
      d.id !== selfId &&
      !closed.includes(d.status),
  );
}
