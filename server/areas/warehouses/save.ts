import { readCarrier, readWarehouse } from '@/api/rules/warehouse';
import type { FieldErrors } from '@/api/rules/fields';
import { findById, insert, isoAt, update, type Db } from '../../store/store';
import type { Carrier, Warehouse } from '../../store/types/master';
import { roleFailure } from '../../services/access';
import { CHARTS, judge } from '../../services/charts';
import { failure, type Actor, type Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';

/**
 * An operator creates and edits official warehouses (ACTIVE at once); a customer registers a
 * self-service warehouse of its own (PENDING_APPROVAL) and may edit it until it is approved.
 */
export async function saveWarehouse(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Warehouse | null,
): Promise<Outcome<Warehouse>> {
  if (existing && actor.role === 'customer' && existing.kind === 'OFFICIAL')
    return roleFailure(actor, 'edit');
  // the chart says who may edit in which state: its registrant until approval, then the operator
  if (existing && !judge(CHARTS.warehouse, existing.status, {}, { type: 'edit', by: actor.role }).ok) {
    return failure(409, 'stateRefused', { action: 'edit', state: existing.status });
  }
  const errors: FieldErrors = {};
  const values = readWarehouse(input, errors);
  const fields = toFieldMessages(errors);
  if (!fields.code && existing && existing.code !== values.code) fields.code = { key: 'codeLocked' };
  if (!fields.code && !existing && (await findById(db, 'warehouses', values.code)))
    fields.code = { key: 'warehouseCodeTaken' };
  if (hasFields(fields)) return invalid(fields);
  const patch = { ...values, code: existing?.code ?? values.code };
  return await run(db, async () => {
    if (existing) return await update(db, 'warehouses', existing.id, patch);
    const own = actor.role === 'customer';
    return await insert(db, 'warehouses', {
      ...patch,
      id: patch.code,
      kind: own ? 'SELF_SERVICE' : 'OFFICIAL',
      status: own ? 'PENDING_APPROVAL' : 'ACTIVE',
      ownerCustomerId: own ? actor.customerId : null,
      createdAt: isoAt(),
      reviewRemark: '',
      actionLog: [],
    });
  });
}

/** Carriers (logistics products) are the operator's. */
export async function saveCarrier(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Carrier | null,
): Promise<Outcome<Carrier>> {
  if (actor.role !== 'operator') return roleFailure(actor, 'edit');
  const errors: FieldErrors = {};
  const values = readCarrier(input, errors);
  const fields = toFieldMessages(errors);
  const unknownWarehouse = async () => {
    for (const code of values.warehouseCodes) if (!(await findById(db, 'warehouses', code))) return true;
    return false;
  };
  if (!fields.warehouseCodes && (await unknownWarehouse())) {
    fields.warehouseCodes = { key: 'carrierWarehousesInvalid' };
  }
  if (!fields.code && existing && existing.code !== values.code) fields.code = { key: 'codeLocked' };
  if (!fields.code && !existing && (await findById(db, 'carriers', values.code)))
    fields.code = { key: 'carrierCodeTaken' };
  if (hasFields(fields)) return invalid(fields);
  return await run(db, async () =>
    existing
      ? await update(db, 'carriers', existing.id, { ...values, code: existing.code })
      : await insert(db, 'carriers', { ...values, id: values.code }),
  );
}
