import {
  freezeStock as freezeEffect,
  moveStock,
  unfreezeStock as unfreezeEffect,
} from '../effects/inventory';
import { balanceId } from '../ids';
import { lineSkuOf, warehouseOf } from '../lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { readAdjustment, readFreeze } from '@/api/rules/inventory';
import { findById, nextDocNo, type Db } from '../store';
import type { InventoryBalance } from '../types/ledger';
import type { Actor, FieldMessages, Outcome } from './contract';
import { hasFields, invalid, run, toFieldMessages } from './outcome';
import { operatorOnly } from './requests';

/**
 * Operator stock operations of business.md §7: ADJUSTMENT, FREEZE and UNFREEZE flow rows. Their field
 * rules are shared with the console (`src/api/rules/inventory.ts`).
 */

function targetProblems(
  db: Db,
  values: { customerId: string; warehouseCode: string; sku: string },
  errors: FieldErrors,
): FieldMessages {
  const fields = toFieldMessages(errors);
  if (!fields.customerId && !findById(db, 'customers', values.customerId))
    fields.customerId = { key: 'customerUnknown' };
  if (!fields.warehouseCode && !warehouseOf(db, values.warehouseCode))
    fields.warehouseCode = { key: 'warehouseUnknown' };
  if (!fields.sku && !fields.customerId && !lineSkuOf(db, values.customerId, values.sku))
    fields.sku = { key: 'skuUnknown' };
  return fields;
}

/** The balance row after a stock operation (the component's, for a carton). */
function balanceAfter(db: Db, customerId: string, warehouseCode: string, sku: string): InventoryBalance {
  const component = lineSkuOf(db, customerId, sku)?.sku.sku ?? sku;
  const balance = findById(db, 'balances', balanceId(customerId, warehouseCode, component));
  if (!balance) throw new Error(`no balance ${customerId} ${warehouseCode} ${component}`);
  return balance;
}

/** An ADJUSTMENT of one bucket; `requestId` makes a retried request post once. */
export function adjustStock(db: Db, actor: Actor, input: Record<string, unknown>): Outcome<InventoryBalance> {
  const denied = operatorOnly(actor, 'adjust stock');
  if (denied) return denied;
  const errors: FieldErrors = {};
  const values = readAdjustment(input, errors);
  const fields = targetProblems(db, values, errors);
  if (hasFields(fields)) return invalid(fields);
  return run(db, () => {
    const docNo = nextDocNo(db, 'ADJ');
    moveStock(db, {
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
    return balanceAfter(db, values.customerId, values.warehouseCode, values.sku);
  });
}

function freezing(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  direction: 'freeze' | 'unfreeze',
): Outcome<InventoryBalance> {
  const denied = operatorOnly(actor, `${direction} stock`);
  if (denied) return denied;
  const errors: FieldErrors = {};
  const values = readFreeze(input, errors);
  const fields = targetProblems(db, values, errors);
  if (hasFields(fields)) return invalid(fields);
  return run(db, () => {
    const docNo = nextDocNo(db, direction === 'freeze' ? 'FRZ' : 'UFZ');
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
    if (direction === 'freeze') freezeEffect(db, effect, lines);
    else unfreezeEffect(db, effect, lines);
    return balanceAfter(db, values.customerId, values.warehouseCode, values.sku);
  });
}

/** Moves sellable units to `frozen` with a reason (operator only). */
export const freezeStock = (db: Db, actor: Actor, input: Record<string, unknown>) =>
  freezing(db, actor, input, 'freeze');

/** Gives frozen units back to `available`. */
export const unfreezeStock = (db: Db, actor: Actor, input: Record<string, unknown>) =>
  freezing(db, actor, input, 'unfreeze');
