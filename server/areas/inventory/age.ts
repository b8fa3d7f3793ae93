import { filter, type Db } from '../../store/store';
import type { FlowEntry, FlowReason, InventoryBalance, StockBucket } from '../../store/types/ledger';
import { now } from '../../api/clock';

/** On-hand units by how long they have been in stock (business.md §7). */
export interface AgeBands {
  d0to30: number;
  d31to90: number;
  d91to180: number;
  d180plus: number;
}

export type BalanceRow = InventoryBalance & { ageBands: AgeBands };

const DAY_MS = 86_400_000;
const INFLOWS: FlowReason[] = ['INBOUND_PUTAWAY', 'RETURN_PUTAWAY', 'ADJUSTMENT'];
const STOCKED: StockBucket[] = ['available', 'unsellable'];

/**
 * The changes that brought units into a balance's stock (put away, returned, corrected upwards), in
 * the ledger's order: read from the ledger, which is append-only, per balance.
 */
async function inflowsOf(db: Db, balance: InventoryBalance): Promise<FlowEntry[]> {
  const { customerId, warehouseCode, sku } = balance;
  const entries = await filter(db, 'flow', {
    customerId,
    warehouseCode,
    sku,
    reason: INFLOWS,
    bucket: STOCKED,
  });
  return entries.filter((entry) => entry.qtyChange > 0);
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
export async function ageBandsOf(db: Db, balance: InventoryBalance, at = now()): Promise<AgeBands> {
  const bands: AgeBands = { d0to30: 0, d31to90: 0, d91to180: 0, d180plus: 0 };
  let left = balance.onHand;
  const inflows = await inflowsOf(db, balance);
  for (let i = inflows.length - 1; i >= 0 && left > 0; i -= 1) {
    const taken = Math.min(left, inflows[i].qtyChange);
    bands[band(Math.floor((at - Date.parse(inflows[i].at)) / DAY_MS))] += taken;
    left -= taken;
  }
  bands.d180plus += left;
  return bands;
}

export const withAgeBands = async (db: Db, balance: InventoryBalance): Promise<BalanceRow> => ({
  ...balance,
  ageBands: await ageBandsOf(db, balance),
});
