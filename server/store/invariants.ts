import { balanceId, purseId } from './ids';
import { balanceChangeCents, frozenChangeCents, toCents } from './money';
import { everyRecord, type Db } from './store';
import {
  flowLedgerSums,
  outboundTallyFaults,
  purseLedgerSums,
  type FlowRowFault,
  type PurseLedgerSum,
} from './tables';
import { STOCK_BUCKETS } from './types/ledger';

export interface Violation {
  rule:
    | 'NEGATIVE_BUCKET'
    | 'ON_HAND'
    | 'FLOW_SUM'
    | 'FLOW_ROW'
    | 'PURSE_SUM'
    | 'PURSE_FROZEN'
    | 'PURSE_LAST_BALANCE'
    | 'OUTBOUND_TALLY';
  subject: string;
  detail: string;
}

/**
 * Per customer, warehouse and SKU (in nested maps: a key string built per ledger row cost most of a
 * check, and the model-path tests check after every step), the sum of each bucket's changes.
 */
type LedgerSums = Map<string, Map<string, Map<string, Partial<Record<string, number>>>>>;

function addTo(
  sums: LedgerSums,
  customerId: string,
  warehouseCode: string,
  sku: string,
  bucket: string,
  qty: number,
) {
  let warehouses = sums.get(customerId);
  if (!warehouses) sums.set(customerId, (warehouses = new Map()));
  let skus = warehouses.get(warehouseCode);
  if (!skus) warehouses.set(warehouseCode, (skus = new Map()));
  let buckets = skus.get(sku);
  if (!buckets) skus.set(sku, (buckets = {}));
  buckets[bucket] = (buckets[bucket] ?? 0) + qty;
}

const faultOf = (row: FlowRowFault): Violation => ({
  rule: 'FLOW_ROW',
  subject: row.id,
  detail: `${row.qtyBefore} ${row.qtyChange} ${row.qtyAfter}`,
});

/** The ledger summed: by the database where the flow is a table (from an index), else over the array. */
async function ledgerSums(db: Db, violations: Violation[]): Promise<LedgerSums> {
  const sums: LedgerSums = new Map();
  const summed = await flowLedgerSums(db);
  if (summed) {
    violations.push(...summed.faults.map(faultOf));
    for (const sum of summed.sums)
      addTo(sums, sum.customerId, sum.warehouseCode, sum.sku, sum.bucket, sum.qty);
    return sums;
  }
  for (const entry of await everyRecord(db, 'flow')) {
    if (entry.qtyBefore + entry.qtyChange !== entry.qtyAfter || entry.qtyAfter < 0)
      violations.push(faultOf(entry));
    addTo(sums, entry.customerId, entry.warehouseCode, entry.sku, entry.bucket, entry.qtyChange);
  }
  return sums;
}

async function stockViolations(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  const sums = await ledgerSums(db, violations);
  const balances = await everyRecord(db, 'balances');
  for (const balance of balances) {
    const warehouses = sums.get(balance.customerId);
    const skus = warehouses?.get(balance.warehouseCode);
    const buckets = skus?.get(balance.sku);
    for (const bucket of STOCK_BUCKETS) {
      const key = `${balance.id}|${bucket}`;
      if (balance[bucket] < 0)
        violations.push({ rule: 'NEGATIVE_BUCKET', subject: key, detail: `${balance[bucket]}` });
      const ledger = buckets?.[bucket] ?? 0;
      if (ledger !== balance[bucket]) {
        violations.push({
          rule: 'FLOW_SUM',
          subject: key,
          detail: `ledger ${ledger}, balance ${balance[bucket]}`,
        });
      }
    }
    const onHand = balance.available + balance.reserved + balance.frozen + balance.unsellable;
    if (balance.onHand !== onHand) {
      violations.push({
        rule: 'ON_HAND',
        subject: balance.id,
        detail: `${balance.onHand}, buckets sum ${onHand}`,
      });
    }
    // what is left afterwards is ledger without a balance row
    skus?.delete(balance.sku);
  }
  for (const [customerId, warehouses] of sums)
    for (const [warehouseCode, skus] of warehouses)
      for (const [sku, buckets] of skus)
        for (const [bucket, ledger] of Object.entries(buckets)) {
          if (ledger !== 0)
            violations.push({
              rule: 'FLOW_SUM',
              subject: `${balanceId(customerId, warehouseCode, sku)}|${bucket}`,
              detail: `ledger ${ledger}, no balance row`,
            });
        }
  return violations;
}

/** Each purse's ledger summed: by the database where the ledger is a table, else over the array. */
async function purseLedgers(db: Db): Promise<Map<string, PurseLedgerSum>> {
  let sums = await purseLedgerSums(db);
  if (!sums) {
    const byPurse = new Map<string, PurseLedgerSum>();
    for (const tx of await everyRecord(db, 'purseTransactions')) {
      const key = purseId(tx.customerId, tx.currency);
      const sum = byPurse.get(key) ?? {
        customerId: tx.customerId,
        currency: tx.currency,
        balanceCents: 0,
        frozenCents: 0,
        lastBalanceAfterCents: 0,
      };
      const cents = toCents(tx.amount);
      sum.balanceCents += balanceChangeCents(tx.type, cents);
      sum.frozenCents += frozenChangeCents(tx.type, cents);
      sum.lastBalanceAfterCents = toCents(tx.balanceAfter);
      byPurse.set(key, sum);
    }
    sums = [...byPurse.values()];
  }
  return new Map(sums.map((sum) => [purseId(sum.customerId, sum.currency), sum]));
}

async function purseViolations(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  const ledgers = await purseLedgers(db);
  for (const purse of await everyRecord(db, 'purses')) {
    const found = ledgers.get(purse.id);
    const ledger = found?.balanceCents ?? 0;
    if (ledger !== toCents(purse.balance)) {
      violations.push({
        rule: 'PURSE_SUM',
        subject: purse.id,
        detail: `ledger ${ledger / 100}, balance ${purse.balance}`,
      });
    }
    const held = found?.frozenCents ?? 0;
    if (held !== toCents(purse.frozen) || held < 0) {
      violations.push({
        rule: 'PURSE_FROZEN',
        subject: purse.id,
        detail: `ledger ${held / 100}, frozen ${purse.frozen}`,
      });
    }
    if (found && found.lastBalanceAfterCents !== toCents(purse.balance)) {
      violations.push({
        rule: 'PURSE_LAST_BALANCE',
        subject: purse.id,
        detail: `last balanceAfter ${found.lastBalanceAfterCents / 100}, balance ${purse.balance}`,
      });
    }
  }
  return violations;
}

/** Everything business.md §7 and §9 say must always hold; empty when the db is consistent. */
export async function checkInvariants(db: Db): Promise<Violation[]> {
  // the outbound orders' tally (migration 0025), which the list's counts read: as the orders count
  const tally = (await outboundTallyFaults(db)) ?? [];
  return [
    ...(await stockViolations(db)),
    ...(await purseViolations(db)),
    ...tally.map((fault): Violation => ({ rule: 'OUTBOUND_TALLY', subject: 'outbound', detail: fault })),
  ];
}
