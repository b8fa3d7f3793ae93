import { balanceId, purseId } from './ids';
import { toCents } from './money';
import type { Db } from './store';
import { STOCK_BUCKETS, type PurseTransaction } from './types/ledger';

export interface Violation {
  rule:
    | 'NEGATIVE_BUCKET'
    | 'ON_HAND'
    | 'FLOW_SUM'
    | 'FLOW_ROW'
    | 'PURSE_SUM'
    | 'PURSE_FROZEN'
    | 'PURSE_LAST_BALANCE';
  subject: string;
  detail: string;
}

/** The change a transaction makes to the balance, in cents. */
function balanceCents(tx: PurseTransaction): number {
  const cents = toCents(tx.amount);
  if (tx.type === 'CREDIT' || tx.type === 'ADJUST') return cents;
  if (tx.type === 'DEBIT') return -cents;
  return 0;
}

/** The change a transaction makes to the frozen amount, in cents. */
function frozenCents(tx: PurseTransaction): number {
  if (tx.type === 'FREEZE') return toCents(tx.amount);
  if (tx.type === 'UNFREEZE') return -toCents(tx.amount);
  return 0;
}

function stockViolations(db: Db): Violation[] {
  const violations: Violation[] = [];
  const sums = new Map<string, number>();
  for (const entry of db.flow) {
    if (entry.qtyBefore + entry.qtyChange !== entry.qtyAfter || entry.qtyAfter < 0) {
      violations.push({
        rule: 'FLOW_ROW',
        subject: entry.id,
        detail: `${entry.qtyBefore} ${entry.qtyChange} ${entry.qtyAfter}`,
      });
    }
    const key = `${balanceId(entry.customerId, entry.warehouseCode, entry.sku)}|${entry.bucket}`;
    sums.set(key, (sums.get(key) ?? 0) + entry.qtyChange);
  }
  for (const balance of db.balances) {
    for (const bucket of STOCK_BUCKETS) {
      const key = `${balance.id}|${bucket}`;
      if (balance[bucket] < 0)
        violations.push({ rule: 'NEGATIVE_BUCKET', subject: key, detail: `${balance[bucket]}` });
      const ledger = sums.get(key) ?? 0;
      if (ledger !== balance[bucket]) {
        violations.push({
          rule: 'FLOW_SUM',
          subject: key,
          detail: `ledger ${ledger}, balance ${balance[bucket]}`,
        });
      }
      sums.delete(key);
    }
    const onHand = balance.available + balance.reserved + balance.frozen + balance.unsellable;
    if (balance.onHand !== onHand) {
      violations.push({
        rule: 'ON_HAND',
        subject: balance.id,
        detail: `${balance.onHand}, buckets sum ${onHand}`,
      });
    }
  }
  for (const [key, ledger] of sums) {
    if (ledger !== 0)
      violations.push({ rule: 'FLOW_SUM', subject: key, detail: `ledger ${ledger}, no balance row` });
  }
  return violations;
}

function purseViolations(db: Db): Violation[] {
  const violations: Violation[] = [];
  const sums = new Map<string, number>();
  const frozen = new Map<string, number>();
  const last = new Map<string, PurseTransaction>();
  for (const tx of db.purseTransactions) {
    const key = purseId(tx.customerId, tx.currency);
    sums.set(key, (sums.get(key) ?? 0) + balanceCents(tx));
    frozen.set(key, (frozen.get(key) ?? 0) + frozenCents(tx));
    last.set(key, tx);
  }
  for (const purse of db.purses) {
    const ledger = sums.get(purse.id) ?? 0;
    if (ledger !== toCents(purse.balance)) {
      violations.push({
        rule: 'PURSE_SUM',
        subject: purse.id,
        detail: `ledger ${ledger / 100}, balance ${purse.balance}`,
      });
    }
    const held = frozen.get(purse.id) ?? 0;
    if (held !== toCents(purse.frozen) || held < 0) {
      violations.push({
        rule: 'PURSE_FROZEN',
        subject: purse.id,
        detail: `ledger ${held / 100}, frozen ${purse.frozen}`,
      });
    }
    const latest = last.get(purse.id);
    if (latest && latest.balanceAfter !== purse.balance) {
      violations.push({
        rule: 'PURSE_LAST_BALANCE',
        subject: purse.id,
        detail: `last balanceAfter ${latest.balanceAfter}, balance ${purse.balance}`,
      });
    }
  }
  return violations;
}

/** Everything business.md §7 and §9 say must always hold; empty when the db is consistent. */
export function checkInvariants(db: Db): Violation[] {
  return [...stockViolations(db), ...purseViolations(db)];
}
