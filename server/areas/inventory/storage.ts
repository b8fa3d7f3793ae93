import { EffectError } from '../../store/effect';
import { postFee } from '../finance/effects';
import { skuByCode, warehouseOf } from '../../store/lookup';
import { everyRecord, isoAt, type Db } from '../../store/store';
import { STORAGE_PER_M3_DAY, TARIFF_CURRENCY, chargesWarehouseWork, storageFee } from '../finance/tariff';
import { now } from '../../api/clock';
import type { Actor, Outcome, StorageJobResult } from '../../services/contract';
import { dayOf, isDay, operatorOnly } from '../../services/requests';
import { invalidField, run } from '../../services/outcome';

/** m³ of one unit: the warehouse's measured size when known, else the declared one. */
async function unitVolume(db: Db, customerId: string, code: string): Promise<number> {
  const sku = await skuByCode(db, customerId, code);
  const size = sku?.measured ?? sku;
  return size ? (size.lengthCm * size.widthCm * size.heightCm) / 1_000_000 : 0;
}

/**
 * The daily storage job (business.md §9): STORAGE_DAILY per customer and (official) warehouse from
 * the on-hand volume, once per customer, warehouse and day whatever the number of runs. A fee the
 * purse cannot cover is left out (`refused`) and posted by a later run once it can.
 */
export async function runStorageJob(db: Db, actor: Actor, day: string): Promise<Outcome<StorageJobResult>> {
  const denied = operatorOnly(actor, 'run the storage job');
  if (denied) return denied;
  const date = dayOf(day, 'day', 'dayInvalid');
  if (!isDay(date)) return date;
  const dayEnd = Date.parse(`${date}T23:59:59.000Z`);
  if (dayEnd - 86_399_000 > now()) return invalidField('day', { key: 'dayInvalid' });
  const at = isoAt(Math.min(now(), dayEnd));
  return await run(db, async () => await postStorage(db, date, at, await volumesOf(db)));
}

interface Pile {
  customerId: string;
  warehouseCode: string;
  volume: number;
}

/**
 * On-hand m³ per customer and warehouse, in the order the balances first name them. Runs every
 * simulated day of the seed over every balance: grouped through maps of the balances' own strings,
 * no key built per balance.
 */
async function volumesOf(db: Db): Promise<Pile[]> {
  const piles: Pile[] = [];
  const byCustomer = new Map<string, Map<string, Pile>>();
  for (const balance of await everyRecord(db, 'balances')) {
    if (balance.onHand <= 0) continue;
    let byWarehouse = byCustomer.get(balance.customerId);
    if (!byWarehouse) {
      byWarehouse = new Map();
      byCustomer.set(balance.customerId, byWarehouse);
    }
    let pile = byWarehouse.get(balance.warehouseCode);
    if (!pile) {
      pile = { customerId: balance.customerId, warehouseCode: balance.warehouseCode, volume: 0 };
      byWarehouse.set(balance.warehouseCode, pile);
      piles.push(pile);
    }
    pile.volume += balance.onHand * (await unitVolume(db, balance.customerId, balance.sku));
  }
  return piles;
}

async function postStorage(
  db: Db,
  date: string,
  at: string,
  piles: readonly Pile[],
): Promise<StorageJobResult> {
  const result: StorageJobResult = { day: date, posted: [], refused: [] };
  for (const { customerId, warehouseCode, volume } of piles) {
    const warehouse = await warehouseOf(db, warehouseCode);
    const quantity = Number(volume.toFixed(3));
    if (
      !warehouse ||
      !chargesWarehouseWork(warehouse) ||
      Math.round(quantity * STORAGE_PER_M3_DAY * 100) <= 0
    )
      continue;
    try {
      const { fee } = await postFee(db, {
        effectKey: `STORAGE:${customerId}:${date}:${warehouseCode}`,
        customerId,
        currency: TARIFF_CURRENCY,
        docType: 'STORAGE',
        docNo: `STORAGE-${date}`,
        warehouseCode,
        ...storageFee(quantity),
        at,
      });
      if (fee) result.posted.push(fee);
    } catch (error) {
      if (!(error instanceof EffectError) || error.code !== 'ARREARS') throw error;
      result.refused.push({
        customerId,
        warehouseCode,
        amount: Math.round(quantity * STORAGE_PER_M3_DAY * 100) / 100,
      });
    }
  }
  return result;
}
