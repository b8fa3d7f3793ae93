import {
  freezeStock as freezeEffect,
  moveStock,
  unfreezeStock as unfreezeEffect,
} from '../effects/inventory';
import { balanceId } from '../ids';
import { lineSkuOf, warehouseOf } from '../lookup';
import { num, oneOf, readFields, text, type FieldErrors } from '../rules/fields';
import { findById, nextDocNo, type Db } from '../store';
import type { InventoryBalance } from '../types/ledger';
import type { Actor, FieldMessages, Outcome } from './contract';
import { hasFields, invalid, run, toFieldMessages } from './outcome';
import { operatorOnly } from './requests';

/** Operator stock operations of business.md §7: ADJUSTMENT, FREEZE and UNFREEZE flow rows. */

const TARGET_FIELDS = {
  customerId: text({ required: 'customerUnknown' }),
  warehouseCode: text({ required: 'warehouseRequired', upper: true }),
  sku: text({ required: 'lineSkuRequired', upper: true }),
  reason: text({ required: 'adjustReasonRequired', max: [255, 'adjustReasonRequired'] }),
  requestId: text({ max: [64, 'adjustReasonRequired'] }),
};

const ADJUST_FIELDS = {
  ...TARGET_FIELDS,
  bucket: oneOf(['available', 'unsellable', 'frozen'] as const, 'bucketInvalid'),
  qtyChange: num({ invalid: 'qtyChangeInvalid', integer: true, min: -1_000_000, max: 1_000_000 }),
};

const FREEZE_FIELDS = {
  ...TARGET_FIELDS,
  qty: num({ invalid: 'qtyInvalid', integer: true, min: 1, max: 1_000_000 }),
};

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
  const values = readFields(input, ADJUST_FIELDS, errors);
  if (!errors.qtyChange && values.qtyChange === 0) errors.qtyChange = 'qtyChangeInvalid';
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
  const values = readFields(input, FREEZE_FIELDS, errors);
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
