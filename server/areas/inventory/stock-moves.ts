import { balanceId } from '../../store/ids';
import { cartonByCode, skuByCode } from '../../store/lookup';
import { findById, insert, isoAt, nextFlowId, update, type Db } from '../../store/store';
import type { DocType, FlowEntry, FlowReason, InventoryBalance, StockBucket } from '../../store/types/ledger';
import { EffectError, markApplied, wasApplied } from '../../store/effect';

/** Where a set of moves comes from; the same for every move of one effect. */
export interface StockSource {
  customerId: string;
  warehouseCode: string;
  docType: DocType;
  docNo: string;
  operator: string;
  remark?: string;
  /** ISO time; the mock clock's now when left out. */
  at?: string;
}

export interface StockMove {
  sku: string;
  bucket: StockBucket;
  qtyChange: number;
  reason: FlowReason;
}

export interface StockResult {
  /** false when the effect key had been applied before: nothing changed. */
  applied: boolean;
  entries: FlowEntry[];
}

interface PlannedMove {
  id: string;
  /** The balance row when it exists already. */
  balance: InventoryBalance | undefined;
  sku: string;
  bucket: StockBucket;
  reason: FlowReason;
  qtyBefore: number;
  qtyChange: number;
  qtyAfter: number;
  remark: string;
}

/** A carton SKU stands for N units of its component; any other known SKU for itself. */
export async function resolveSku(
  db: Db,
  customerId: string,
  sku: string,
): Promise<{ sku: string; factor: number }> {
  const carton = await cartonByCode(db, customerId, sku);
  if (carton) return { sku: carton.componentSku, factor: carton.unitsPerCarton };
  if (await skuByCode(db, customerId, sku)) return { sku, factor: 1 };
  throw new EffectError('UNKNOWN_SKU', `${customerId} has no SKU ${sku}`);
}

async function plan(db: Db, source: StockSource, moves: readonly StockMove[]): Promise<PlannedMove[]> {
  if (!(await findById(db, 'warehouses', source.warehouseCode))) {
    throw new EffectError('UNKNOWN_WAREHOUSE', source.warehouseCode);
  }
  if (moves.length === 0) throw new EffectError('INVALID_QUANTITY', 'nothing to move');
  const planned: PlannedMove[] = [];
  for (const move of moves) {
    if (!Number.isInteger(move.qtyChange) || move.qtyChange === 0) {
      throw new EffectError('INVALID_QUANTITY', `${move.sku}: ${move.qtyChange}`);
    }
    const resolved = await resolveSku(db, source.customerId, move.sku);
    const id = balanceId(source.customerId, source.warehouseCode, resolved.sku);
    // Several moves may touch one balance (a SKU and its carton on one order): the latest planned
    // move of the bucket holds its running value. A document moves a few SKUs: a scan is enough.
    let earlier: PlannedMove | undefined;
    let sameBalance: PlannedMove | undefined;
    for (let i = planned.length - 1; i >= 0 && earlier === undefined; i -= 1) {
      if (planned[i].id !== id) continue;
      sameBalance ??= planned[i];
      if (planned[i].bucket === move.bucket) earlier = planned[i];
    }
    const balance = sameBalance ? sameBalance.balance : await findById(db, 'balances', id);
    const qtyBefore = earlier ? earlier.qtyAfter : (balance?.[move.bucket] ?? 0);
    const qtyChange = move.qtyChange * resolved.factor;
    const qtyAfter = qtyBefore + qtyChange;
    if (qtyAfter < 0) {
      throw new EffectError(
        'NEGATIVE_STOCK',
        `${resolved.sku} ${move.bucket} at ${source.warehouseCode}: ${qtyBefore} ${qtyChange}`,
      );
    }
    const base = source.remark ?? '';
    const carton = resolved.sku === move.sku ? '' : `carton ${move.sku}`;
    planned.push({
      id,
      balance,
      sku: resolved.sku,
      bucket: move.bucket,
      reason: move.reason,
      qtyBefore,
      qtyChange,
      qtyAfter,
      remark: base && carton ? `${base}; ${carton}` : base || carton,
    });
  }
  return planned;
}

async function balanceFor(
  db: Db,
  source: StockSource,
  move: PlannedMove,
  at: string,
): Promise<InventoryBalance> {
  const { id, sku } = move;
  const known = move.balance ?? (await findById(db, 'balances', id));
  if (known) return known;
  return await insert(db, 'balances', {
    id,
    customerId: source.customerId,
    warehouseCode: source.warehouseCode,
    sku,
    inTransit: 0,
    pendingPutaway: 0,
    available: 0,
    reserved: 0,
    unsellable: 0,
    frozen: 0,
    shipped: 0,
    onHand: 0,
    lastMovementAt: at,
  });
}

/**
 * The one writer of stock: applies every move or, when any would take a bucket below zero or is
 * otherwise invalid, throws an EffectError having written nothing. A known effect key is a no-op.
 */
export async function applyMoves(
  db: Db,
  effectKey: string,
  source: StockSource,
  moves: readonly StockMove[],
): Promise<StockResult> {
  if (await wasApplied(db, effectKey)) return { applied: false, entries: [] };
  const planned = await plan(db, source, moves);
  const at = source.at ?? isoAt();
  const entries: FlowEntry[] = [];
  // the balance as this call last wrote it (a record read from a table is a copy)
  const written = new Map<string, InventoryBalance>();
  for (const move of planned) {
    const balance = written.get(move.id) ?? (await balanceFor(db, source, move, at));
    const moved = { ...balance, [move.bucket]: move.qtyAfter };
    const onHand = moved.available + moved.reserved + moved.frozen + moved.unsellable;
    const patch: Partial<InventoryBalance> = { [move.bucket]: move.qtyAfter, onHand, lastMovementAt: at };
    written.set(move.id, await update(db, 'balances', balance.id, patch));
    const entry: FlowEntry = {
      id: await nextFlowId(db),
      at,
      customerId: source.customerId,
      warehouseCode: source.warehouseCode,
      sku: move.sku,
      bucket: move.bucket,
      reason: move.reason,
      docType: source.docType,
      docNo: source.docNo,
      qtyBefore: move.qtyBefore,
      qtyChange: move.qtyChange,
      qtyAfter: move.qtyAfter,
      operator: source.operator,
      remark: move.remark,
    };
    entries.push(await insert(db, 'flow', entry));
  }
  await markApplied(db, effectKey);
  return { applied: true, entries };
}
