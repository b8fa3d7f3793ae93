import { readCustomer } from '@/api/rules/customer';
import type { FieldErrors } from '@/api/rules/fields';
import { purseId } from '../../store/ids';
import { roundMoney } from '../../store/money';
import { find, findById, insert, isoAt, nextCustomerId, update, type Db } from '../../store/store';
import type { Customer } from '../../store/types/master';
import { roleFailure } from '../../services/access';
import { failure, type Actor, type FieldMessages, type Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';

/** The chosen warehouses that are not active official ones, or none. */
async function unusableWarehouses(db: Db, codes: readonly string[]): Promise<boolean> {
  for (const code of codes) {
    const warehouse = await findById(db, 'warehouses', code);
    if (!warehouse || warehouse.kind !== 'OFFICIAL' || warehouse.status !== 'ACTIVE') return true;
  }
  return false;
}

/**
 * An operator takes a customer on (issue #41 §3): the customer, ACTIVE, and its purse in its
 * currency with the credit limit chosen, in one transaction; or changes who it is and which
 * warehouses it may use. The code (printed in its system barcodes) and the currency (its purse's)
 * stay as made; the purse page changes the credit limit afterwards.
 */
export async function saveCustomer(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<Outcome<Customer>> {
  if (actor.role !== 'operator') return roleFailure(actor, 'manage customers');
  const id = typeof input.id === 'string' ? input.id.trim() : '';
  const existing = id === '' ? null : await findById(db, 'customers', id);
  if (id !== '' && !existing) return failure(404, 'notFound');
  const errors: FieldErrors = {};
  const values = readCustomer(existing ? { ...input, creditLimit: 0 } : input, errors);
  const fields: FieldMessages = toFieldMessages(errors);
  if (existing) {
    if (!fields.code && values.code !== existing.code) fields.code = { key: 'codeLocked' };
    if (!fields.currency && values.currency !== existing.currency) fields.currency = { key: 'codeLocked' };
  } else if (!fields.code && (await find(db, 'customers', { code: values.code }))) {
    fields.code = { key: 'customerCodeTaken' };
  }
  if (!fields.warehouseCodes && (await unusableWarehouses(db, values.warehouseCodes)))
    fields.warehouseCodes = { key: 'customerWarehousesInvalid' };
  if (hasFields(fields)) return invalid(fields);
  const { creditLimit, ...record } = values;
  return await run(db, async () => {
    if (existing) return await update(db, 'customers', existing.id, { ...record, code: existing.code });
    const at = isoAt();
    const customerId = await nextCustomerId(db);
    const created = await insert(db, 'customers', {
      ...record,
      id: customerId,
      status: 'ACTIVE',
      createdAt: at,
    });
    await insert(db, 'purses', {
      id: purseId(customerId, record.currency),
      customerId,
      currency: record.currency,
      balance: 0,
      frozen: 0,
      creditLimit: roundMoney(creditLimit),
      lowBalanceAlert: null,
      updatedAt: at,
    });
    return created;
  });
}
