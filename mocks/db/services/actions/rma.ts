import { rmaMachine } from '@machines/business/rma.machine';
import { applyMoves, type StockMove } from '../../effects/stock-moves';
import { lineSkuOf, warehouseOf } from '../../lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { readRma } from '@/api/rules/rma';
import { findById, type Db } from '../../store';
import { DESTRUCTION_PER_UNIT, RETURN_HANDLING_PER_UNIT, chargesWarehouseWork } from '../../tariff';
import type { Rma, RmaLine } from '../../types/documents';
import type { ReturnStrategy } from '../../types/sku';
import { roleAt } from '../access';
import type { Actor, FieldMessages, Outcome } from '../contract';
import { hasFields, invalid, refuse, run } from '../outcome';
import { checkRma } from '../save/rma';
import { getVisible } from '../visibility';
import { charge } from './fees';
import { ask, moveTo, textIn, type Request } from './step';

const RMA_WAREHOUSE_STEPS: ReadonlySet<string> = new Set(['receive', 'process']);

/** When no strategy applies: sellable units back to stock, defective ones kept as unsellable. */
export const FALLBACK_STRATEGY: Pick<ReturnStrategy, 'onGood' | 'onDefective' | 'photoRequired'> = {
  onGood: 'RESTOCK',
  onDefective: 'RESTOCK_AS_DEFECTIVE',
  photoRequired: false,
};

/** The strategy a SKU's returns follow (its own, else the customer default); a carton, its unit's. */
export function skuStrategyOf(db: Db, customerId: string, sku: string): ReturnStrategy | null {
  const component = lineSkuOf(db, customerId, sku)?.sku.sku ?? sku;
  const mine = db.returnStrategies.filter((s) => s.customerId === customerId);
  return (
    mine.find((s) => s.scope === 'SKU' && s.sku !== null && (s.sku === sku || s.sku === component)) ??
    mine.find((s) => s.scope === 'CUSTOMER_DEFAULT') ??
    null
  );
}

/** business.md §8: the RMA's own choice, then the SKU's strategy, then the customer default. */
export function strategyFor(
  db: Db,
  rma: Rma,
  sku: string,
): Pick<ReturnStrategy, 'onGood' | 'onDefective' | 'photoRequired'> {
  const own = rma.strategyId ? findById(db, 'returnStrategies', rma.strategyId) : undefined;
  return own ?? skuStrategyOf(db, rma.customerId, sku) ?? FALLBACK_STRATEGY;
}

type Graded = { sku: string; goodQty: number; defectiveQty: number; unidentifiedQty: number };

const gradedOf = (payload: Record<string, unknown>): Graded[] =>
  Array.isArray(payload.lines) ? (payload.lines as Graded[]) : [];

function receiveProblems(db: Db, rma: Rma, payload: Record<string, unknown>): FieldMessages {
  const fields: FieldMessages = {};
  const known = new Set(rma.lines.map((l) => l.sku));
  const seen = new Set<string>();
  gradedOf(payload).forEach((line, index) => {
    const sku = String(line.sku).trim().toUpperCase();
    if (!known.has(sku)) fields[`lines.${index}.sku`] = { key: 'gradeLineUnknown' };
    else if (seen.has(sku)) fields[`lines.${index}.sku`] = { key: 'receiveLineDuplicate' };
    seen.add(sku);
  });
  const photos = Array.isArray(payload.photos)
    ? payload.photos.filter((p) => typeof p === 'string' && p !== '')
    : [];
  if (photos.length === 0 && rma.lines.some((l) => strategyFor(db, rma, l.sku).photoRequired)) {
    fields.photos = { key: 'photosRequired' };
  }
  return fields;
}

function receivedLines(rma: Rma, payload: Record<string, unknown>): RmaLine[] {
  const counts = new Map(gradedOf(payload).map((line) => [String(line.sku).trim().toUpperCase(), line]));
  return rma.lines.map((line) => {
    const count = counts.get(line.sku);
    return {
      ...line,
      goodQty: count?.goodQty ?? 0,
      defectiveQty: count?.defectiveQty ?? 0,
      unidentifiedQty: count?.unidentifiedQty ?? 0,
    };
  });
}

/** Stock and fees of processing (business.md §8, §10): per line by its strategy. */
function process(request: Request, rma: Rma): void {
  const { db, actor } = request;
  const moves: StockMove[] = [];
  let handled = 0;
  let destroyed = 0;
  for (const line of rma.lines) {
    const factor = lineSkuOf(db, rma.customerId, line.sku)?.factor ?? 1;
    const strategy = strategyFor(db, rma, line.sku);
    const add = (bucket: StockMove['bucket'], qty: number) => {
      if (qty > 0) moves.push({ sku: line.sku, bucket, qtyChange: qty, reason: 'RETURN_PUTAWAY' });
    };
    if (strategy.onGood === 'RESTOCK' || strategy.onGood === 'RELABEL_AND_RESTOCK')
      add('available', line.goodQty);
    if (strategy.onGood === 'HOLD') add('frozen', line.goodQty);
    if (strategy.onDefective === 'RESTOCK_AS_DEFECTIVE' || strategy.onDefective === 'HOLD')
      add('unsellable', line.defectiveQty);
    if (strategy.onDefective === 'DESTROY') destroyed += line.defectiveQty * factor;
    add('unsellable', line.unidentifiedQty);
    handled += (line.goodQty + line.defectiveQty + line.unidentifiedQty) * factor;
  }
  const source = {
    customerId: rma.customerId,
    warehouseCode: rma.warehouseCode,
    docType: 'RMA' as const,
    docNo: rma.rmaNo,
  };
  if (moves.length > 0) applyMoves(db, `${rma.rmaNo}:process`, { ...source, operator: actor.name }, moves);
  if (!chargesWarehouseWork(warehouseOf(db, rma.warehouseCode) ?? { kind: 'OFFICIAL' })) return;
  charge(db, source, {
    feeCode: 'RETURN_HANDLING',
    business: 'RETURN',
    quantity: handled,
    unit: 'PCS',
    unitPrice: RETURN_HANDLING_PER_UNIT,
  });
  charge(db, source, {
    feeCode: 'DESTRUCTION',
    business: 'RETURN',
    quantity: destroyed,
    unit: 'PCS',
    unitPrice: DESTRUCTION_PER_UNIT,
  });
}

function apply(request: Request, rma: Rma, to: string): Rma {
  const { db, action, payload } = request;
  switch (action) {
    case 'submit': {
      const errors: FieldErrors = {};
      const fields = checkRma(db, rma.customerId, readRma(rma, errors), errors, rma.id);
      if (hasFields(fields)) refuse(invalid(fields));
      return moveTo(request, 'rmas', rma, to);
    }
    case 'receive': {
      const fields = receiveProblems(db, rma, payload);
      if (hasFields(fields)) refuse(invalid(fields));
      const photos = ((payload.photos as unknown[] | undefined) ?? []).filter(
        (p): p is string => typeof p === 'string' && p !== '',
      );
      return moveTo(request, 'rmas', rma, to, { lines: receivedLines(rma, payload), photos });
    }
    case 'process':
      process(request, rma);
      return moveTo(request, 'rmas', rma, to);
    case 'cancel':
      return moveTo(
        request,
        'rmas',
        rma,
        to,
        { cancelReason: textIn(payload, 'reason') },
        textIn(payload, 'reason'),
      );
    default:
      return moveTo(request, 'rmas', rma, to);
  }
}

export function actOnRma(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Outcome<Rma> {
  const found = getVisible(db, actor, 'rmas', id);
  if (!found.ok) return found;
  const rma = found.value;
  const request: Request = {
    db,
    actor,
    action,
    payload,
    role: roleAt(db, actor, rma.warehouseCode, action, RMA_WAREHOUSE_STEPS),
  };
  const to = ask(request, rmaMachine, rma.status, {});
  if (typeof to !== 'string') return to;
  return run(db, () => apply(request, rma, to));
}
