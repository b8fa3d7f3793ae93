import type { Db } from '../../db/store';
import type { FlowEntry, InventoryBalance } from '../../db/types/ledger';
import { now } from '../../clock';

/** On-hand units by how long they have been in stock (business.md §7). */
export interface AgeBands {
  d0to30: number;
  d31to90: number;
  d91to180: number;
  d180plus: number;
}

export type BalanceRow = InventoryBalance & { ageBands: AgeBands };

const DAY_MS = 86_400_000;
const INFLOWS = new Set(['INBOUND_PUTAWAY', 'RETURN_PUTAWAY', 'ADJUSTMENT']);
const STOCKED = new Set(['available', 'unsellable']);

const key = (customerId: string, warehouseCode: string, sku: string) =>
  `${customerId}|${warehouseCode}|${sku}`;

// The inflows per balance, rebuilt when the ledger has grown (it is append-only).
let cache: { flow: FlowEntry[]; length: number; inflows: Map<string, FlowEntry[]> } | undefined;

function inflowsOf(db: Db): Map<string, FlowEntry[]> {
  if (cache && cache.flow === db.flow && cache.length === db.flow.length) return cache.inflows;
  const inflows = new Map<string, FlowEntry[]>();
  for (const entry of db.flow) {
    if (entry.qtyChange <= 0 || !INFLOWS.has(entry.reason) || !STOCKED.has(entry.bucket)) continue;
    const k = key(entry.customerId, entry.warehouseCode, entry.sku);
    const list = inflows.get(k) ?? [];
    list.push(entry);
    inflows.set(k, list);
  }
  cache = { flow: db.flow, length: db.flow.length, inflows };
  return inflows;
}

function band(ageDays: number): keyof AgeBands {
  if (ageDays <= 30) return 'd0to30';
  if (ageDays <= 90) return 'd31to90';
  if (ageDays <= 180) return 'd91to180';
  return 'd180plus';
}

/**
 * First in, first out: the units on hand are the latest to have come in, so on-hand is spread over
 * the newest inflows back in time; whatever the inflows do not explain counts as oldest.
 */
export function ageBandsOf(db: Db, balance: InventoryBalance, at = now()): AgeBands {
  const bands: AgeBands = { d0to30: 0, d31to90: 0, d91to180: 0, d180plus: 0 };
  let left = balance.onHand;
  const inflows = inflowsOf(db).get(key(balance.customerId, balance.warehouseCode, balance.sku)) ?? [];
  for (let i = inflows.length - 1; i >= 0 && left > 0; i -= 1) {
    const taken = Math.min(left, inflows[i].qtyChange);
    bands[band(Math.floor((at - Date.parse(inflows[i].at)) / DAY_MS))] += taken;
    left -= taken;
  }
  bands.d180plus += left;
  return bands;
}

export const withAgeBands = (db: Db, balance: InventoryBalance): BalanceRow => ({
  ...balance,
  ageBands: ageBandsOf(db, balance),
});
