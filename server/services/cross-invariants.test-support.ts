import type { InboundStatus } from '@machines/business/inbound-order.machine';
import { OUTBOUND_STATES, type OutboundState } from '@machines/business/outbound-order.machine';
import { balanceId } from '../store/ids';
import { lineSkuOf } from '../store/lookup';
import { toCents } from '../store/money';
import { everyRecord, filter, type Db } from '../store/store';

// Test helpers only: the invariants that tie documents to the books (#17).

const base = (status: string) => status.split('.')[0];

/** Outbound statuses whose lines hold stock in `reserved` (submitted, not yet shipped or cancelled). */
const RESERVING_BASES: ReadonlySet<string> = new Set(['AWAITING_PICK', 'ON_HOLD', 'PICKING', 'PACKED']);
/** Those statuses as the orders hold them: a pending cancel request (`PICKING.cancelRequested`) too. */
const RESERVING: readonly OutboundState[] = OUTBOUND_STATES.filter((status) =>
  RESERVING_BASES.has(base(status)),
);
/** Inbound statuses whose expected lines are `inTransit` (approved, not yet put away or cancelled). */
const IN_TRANSIT: readonly InboundStatus[] = ['APPROVED', 'IN_TRANSIT', 'ARRIVED', 'RECEIVING', 'RECEIVED'];

/** A line's balance and units: a carton line moves its component SKU, `unitsPerCarton` a carton. */
async function unitsOf(
  db: Db,
  order: { customerId: string; warehouseCode: string },
  code: string,
  qty: number,
): Promise<[string, number]> {
  const line = await lineSkuOf(db, order.customerId, code);
  return [balanceId(order.customerId, order.warehouseCode, line?.sku.sku ?? code), qty * (line?.factor ?? 1)];
}

function add(sums: Map<string, number>, key: string, qty: number) {
  sums.set(key, (sums.get(key) ?? 0) + qty);
}

/**
 * Reserved stock equals the open orders' reservations; in-transit stock equals the approved inbound
 * orders not yet put away; every fee item is one purse debit of its amount. Empty when they hold.
 */
export async function crossDocumentProblems(db: Db): Promise<string[]> {
  const reserved = new Map<string, number>();
  for (const order of await filter(db, 'outbounds', { status: RESERVING })) {
    for (const line of order.lines) add(reserved, ...(await unitsOf(db, order, line.sku, line.qty)));
  }
  const inTransit = new Map<string, number>();
  for (const order of await filter(db, 'inbounds', { status: IN_TRANSIT })) {
    for (const box of order.boxes) {
      for (const line of box.lines) add(inTransit, ...(await unitsOf(db, order, line.sku, line.expectedQty)));
    }
  }
  const problems: string[] = [];
  for (const balance of await everyRecord(db, 'balances')) {
    const held = reserved.get(balance.id) ?? 0;
    if (held !== balance.reserved)
      problems.push(`reserved ${balance.id}: ${balance.reserved}, orders ${held}`);
    reserved.delete(balance.id);
    const coming = inTransit.get(balance.id) ?? 0;
    if (coming !== balance.inTransit) {
      problems.push(`inTransit ${balance.id}: ${balance.inTransit}, orders ${coming}`);
    }
    inTransit.delete(balance.id);
  }
  for (const [id, qty] of reserved) if (qty !== 0) problems.push(`reserved ${id}: no balance, orders ${qty}`);
  for (const [id, qty] of inTransit)
    if (qty !== 0) problems.push(`inTransit ${id}: no balance, orders ${qty}`);
  // A fee is charged by a DEBIT of its amount (source FEE); a settlement's adjustment item by an
  // ADJUST of the opposite sign (source ADJUSTMENT). Either way the purse moves by −amount.
  const movements = new Map((await everyRecord(db, 'purseTransactions')).map((tx) => [tx.transactionNo, tx]));
  const claimed = new Set<string>();
  for (const fee of await everyRecord(db, 'fees')) {
    const tx = movements.get(fee.transactionNo);
    const moved = !tx
      ? null
      : tx.type === 'DEBIT' && tx.source === 'FEE'
        ? -toCents(tx.amount)
        : tx.type === 'ADJUST' && tx.source === 'ADJUSTMENT'
          ? toCents(tx.amount)
          : null;
    if (
      !tx ||
      moved !== -toCents(fee.amount) ||
      tx.customerId !== fee.customerId ||
      tx.currency !== fee.currency
    ) {
      problems.push(
        `fee ${fee.feeNo} ${fee.amount}: ${tx ? `${tx.type} ${tx.source} ${tx.amount}` : 'no purse movement'}`,
      );
    }
    if (claimed.has(fee.transactionNo)) problems.push(`fee ${fee.feeNo}: its movement is another fee's too`);
    claimed.add(fee.transactionNo);
  }
  return problems;
}
