import { rmaMachine } from '@machines/business/rma.machine';
import { applyMoves, type StockMove } from '../inventory/stock-moves';
import { lineSkuOf, warehouseOf } from '../../store/lookup';
import type { FieldErrors } from '@/api/rules/fields';
import {
  FALLBACK_STRATEGY,
  outcomeOf,
  pickStrategy,
  RETURN_GRADES,
  type StrategyRule,
  type StrategySource,
} from '@/api/rules/return-outcome';
import { readRma } from '@/api/rules/rma';
import type { AppliedStrategies } from '@/api/business/types/sku';
import { filter, findById, type Db } from '../../store/store';
import { chargesWarehouseWork, destructionFee, returnHandlingFee } from '../finance/tariff';
import type { Rma, RmaLine } from '../../store/types/documents';
import type { ReturnStrategy } from '../../store/types/sku';
import { roleAt } from '../../services/access';
import { succeed, type Actor, type FieldMessages, type Outcome } from '../../services/contract';
import { hasFields, invalid, refuse, run } from '../../services/outcome';
import { checkRma } from './save';
import { getVisible } from '../../services/visibility';
import { charge } from '../finance/fees';
import { ask, moveTo, textIn, type Request } from '../../services/step';

const RMA_WAREHOUSE_STEPS: ReadonlySet<string> = new Set(['receive', 'process']);

/** The strategy a SKU's returns follow (its own, else the customer default); a carton, its unit's. */
export async function skuStrategyOf(db: Db, customerId: string, sku: string): Promise<ReturnStrategy | null> {
  const component = (await lineSkuOf(db, customerId, sku))?.sku.sku ?? sku;
  const mine = await filter(db, 'returnStrategies', { customerId });
  return pickStrategy(undefined, mine, [sku, component]).strategy;
}

/** The strategy that applies to one line of the RMA, and where it comes from (business.md §8). */
export async function appliedStrategy(
  db: Db,
  rma: Rma,
  sku: string,
): Promise<{ strategy: ReturnStrategy | null; source: StrategySource; rule: StrategyRule }> {
  const own = rma.strategyId ? await findById(db, 'returnStrategies', rma.strategyId) : undefined;
  const component = (await lineSkuOf(db, rma.customerId, sku))?.sku.sku ?? sku;
  const mine = await filter(db, 'returnStrategies', { customerId: rma.customerId });
  const picked = pickStrategy(own, mine, [sku, component]);
  return { ...picked, rule: picked.strategy ?? FALLBACK_STRATEGY };
}

/** Per line of an RMA its reader may see: the strategy that applies, why, and what it does. */
export async function appliedStrategies(
  db: Db,
  actor: Actor,
  id: string,
): Promise<Outcome<AppliedStrategies>> {
  const found = await getVisible(db, actor, 'rmas', id);
  if (!found.ok) return found;
  const rma = found.value;
  const lines: AppliedStrategies['lines'] = [];
  for (const line of rma.lines) {
    const { strategy, source, rule } = await appliedStrategy(db, rma, line.sku);
    lines.push({
      sku: line.sku,
      source,
      strategy: strategy ? { id: strategy.id, name: strategy.name } : null,
      onGood: rule.onGood,
      onDefective: rule.onDefective,
      photoRequired: rule.photoRequired,
    });
  }
  return succeed({ lines });
}

export const strategyFor = async (db: Db, rma: Rma, sku: string): Promise<StrategyRule> =>
  (await appliedStrategy(db, rma, sku)).rule;

type Graded = { sku: string; goodQty: number; defectiveQty: number; unidentifiedQty: number };

const gradedOf = (payload: Record<string, unknown>): Graded[] =>
  Array.isArray(payload.lines) ? (payload.lines as Graded[]) : [];

async function receiveProblems(db: Db, rma: Rma, payload: Record<string, unknown>): Promise<FieldMessages> {
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
  const needsPhoto = async () => {
    for (const l of rma.lines) if ((await strategyFor(db, rma, l.sku)).photoRequired) return true;
    return false;
  };
  if (photos.length === 0 && (await needsPhoto())) {
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
async function process(request: Request, rma: Rma): Promise<void> {
  const { db, actor } = request;
  const moves: StockMove[] = [];
  let handled = 0;
  let destroyed = 0;
  for (const line of rma.lines) {
    const factor = (await lineSkuOf(db, rma.customerId, line.sku))?.factor ?? 1;
    const strategy = await strategyFor(db, rma, line.sku);
    for (const grade of RETURN_GRADES) {
      const qty = line[`${grade}Qty`];
      if (qty <= 0) continue;
      const { outcome, bucket } = outcomeOf(strategy, grade);
      if (bucket) moves.push({ sku: line.sku, bucket, qtyChange: qty, reason: 'RETURN_PUTAWAY' });
      if (outcome === 'DESTROYED') destroyed += qty * factor;
      handled += qty * factor;
    }
  }
  const source = {
    customerId: rma.customerId,
    warehouseCode: rma.warehouseCode,
    docType: 'RMA' as const,
    docNo: rma.rmaNo,
  };
  if (moves.length > 0)
    await applyMoves(db, `${rma.rmaNo}:process`, { ...source, operator: actor.name }, moves);
  if (!chargesWarehouseWork((await warehouseOf(db, rma.warehouseCode)) ?? { kind: 'OFFICIAL' })) return;
  await charge(db, source, returnHandlingFee(handled));
  await charge(db, source, destructionFee('RETURN', destroyed));
}

async function apply(request: Request, rma: Rma, to: string): Promise<Rma> {
  const { db, action, payload } = request;
  switch (action) {
    case 'submit': {
      const errors: FieldErrors = {};
      const fields = await checkRma(db, rma.customerId, readRma(rma, errors), errors, rma.id);
      if (hasFields(fields)) refuse(invalid(fields));
      return await moveTo(request, 'rmas', rma, to);
    }
    case 'receive': {
      const fields = await receiveProblems(db, rma, payload);
      if (hasFields(fields)) refuse(invalid(fields));
      const photos = ((payload.photos as unknown[] | undefined) ?? []).filter(
        (p): p is string => typeof p === 'string' && p !== '',
      );
      return await moveTo(request, 'rmas', rma, to, { lines: receivedLines(rma, payload), photos });
    }
    case 'process':
      await process(request, rma);
      return await moveTo(request, 'rmas', rma, to);
    case 'cancel':
      return await moveTo(
        request,
        'rmas',
        rma,
        to,
        { cancelReason: textIn(payload, 'reason') },
        textIn(payload, 'reason'),
      );
    default:
      return await moveTo(request, 'rmas', rma, to);
  }
}

export async function actOnRma(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Rma>> {
  const found = await getVisible(db, actor, 'rmas', id);
  if (!found.ok) return found;
  const rma = found.value;
  const request: Request = {
    db,
    actor,
    action,
    payload,
    role: await roleAt(db, actor, rma.warehouseCode, action, RMA_WAREHOUSE_STEPS),
  };
  const to = ask(request, rmaMachine, rma.status, {});
  if (typeof to !== 'string') return to;
  return await run(db, async () => await apply(request, rma, to));
}
