import { freezeStock as freezeEffect, moveStock, unfreezeStock as unfreezeEffect } from './effects';
import { balanceId } from '../../store/ids';
import { lineSkuOf, warehouseOf } from '../../store/lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { readAdjustment, readFreeze } from '@/api/rules/inventory';
import { findById, nextDocNo, type Db } from '../../store/store';
import type { InventoryBalance } from '../../store/types/ledger';
import type { Actor, FieldMessages, Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { operatorOnly } from '../../services/requests';

/**
 * Operator stock operations of business.md §7: ADJUSTMENT, FREEZE and UNFREEZE flow rows. Their field
 * rules are shared with the console (`src/api/rules/inventory.ts`).
 */

async function targetProblems(
  db: Db,
  values: { customerId: string; warehouseCode: string; sku: string },
  errors: FieldErrors,
): Promise<FieldMessages> {
  const fields = toFieldMessages(errors);
  if (!fields.customerId && !(await findById(db, 'customers', values.customerId)))
    fields.customerId = { key: 'customerUnknown' };
  if (!fields.warehouseCode && !(await warehouseOf(db, values.warehouseCode)))
    fields.warehouseCode = { key: 'warehouseUnknown' };
  if (!fields.sku && !fields.customerId && !(await lineSkuOf(db, values.customerId, values.sku)))
    fields.sku = { key: 'skuUnknown' };
  return fields;
}

/** The balance row after a stock operation (the component's, for a carton). */
async function balanceAfter(
  db: Db,
  customerId: string,
  warehouseCode: string,
  sku: string,
): Promise<InventoryBalance> {
  const component = (await lineSkuOf(db, customerId, sku))?.sku.sku ?? sku;
  const balance = await findById(db, 'balances', balanceId(customerId, warehouseCode, component));
  if (!balance) throw new Error(`no balance ${customerId} ${warehouseCode} ${component}`);
  return balance;
}

/** An ADJUSTMENT of one bucket; `requestId` makes a retried request post once. */
export async function adjustStock(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<Outcome<InventoryBalance>> {
  const denied = operatorOnly(actor, 'adjust stock');
  if (denied) return denied;
  const errors: FieldErrors = {};
  const values = readAdjustment(input, errors);
  const fields = await targetProblems(db, values, errors);
  if (hasFields(fields)) return invalid(fields);
  return await run(db, async () => {
    const docNo = await nextDocNo(db, 'ADJ');
    await moveStock(db, {
      effectKey: values.requestId ? `ADJ:${values.requestId}` : docNo,
      customerId: values.customerId,
      warehouseCode: values.warehouseCode,
      docType: 'ADJUSTMENT',
      docNo,
      operator: actor.name,
      remark: values.reason,
      sku: values.sku,
      bucket: values.bucket,
      qtyChange: values.qtyChange,
      reason: 'ADJUSTMENT',
    });
    return await balanceAfter(db, values.customerId, values.warehouseCode, values.sku);
  });
}

async function freezing(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  direction: 'freeze' | 'unfreeze',
): Promise<Outcome<InventoryBalance>> {
  const denied = operatorOnly(actor, `${direction} stock`);
  if (denied) return denied;
  const errors: FieldErrors = {};
  const values = readFreeze(input, errors);
  const fields = await targetProblems(db, values, errors);
  if (hasFields(fields)) return invalid(fields);
  return await run(db, async () => {
    const docNo = await nextDocNo(db, direction === 'freeze' ? 'FRZ' : 'UFZ');
    const effect = {
      effectKey: values.requestId ? `${direction}:${values.requestId}` : docNo,
      customerId: values.customerId,
      warehouseCode: values.warehouseCode,
      docType: 'ADJUSTMENT' as const,
      docNo,
      operator: actor.name,
      remark: values.reason,
    };
    const lines = [{ sku: values.sku, qty: values.qty }];
    if (direction === 'freeze') await freezeEffect(db, effect, lines);
    else await unfreezeEffect(db, effect, lines);
    return await balanceAfter(db, values.customerId, values.warehouseCode, values.sku);
  });
}

/** Moves sellable units to `frozen` with a reason (operator only). */
export const freezeStock = async (db: Db, actor: Actor, input: Record<string, unknown>) =>
  await freezing(db, actor, input, 'freeze');

/** Gives frozen units back to `available`. */
export const unfreezeStock = async (db: Db, actor: Actor, input: Record<string, unknown>) =>
  await freezing(db, actor, input, 'unfreeze');
