import { rechargeContextOf, rechargeMachine } from '@machines/business/recharge.machine';
import { purseOf } from '../../store/lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { readRecharge } from '@/api/rules/recharge';
import { bankRefKey, RELEASED_RECHARGE } from './bank-ref';
import { filter, find, insert, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type { Recharge } from '../../store/types/documents';
import { customerSaving, isFailure } from '../../services/access';
import { type Actor, type Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { prefixOf } from '../../services/kinds';

/**
 * A transfer is credited once (#17): a bank reference is unique among the customer's recharges that
 * still claim theirs, compared without case or surrounding spaces (the recharge table's unique index
 * holds it too, against two calls at once).
 */
async function bankRefTaken(
  db: Db,
  customerId: string,
  bankRefNo: string,
  selfId: string | null,
): Promise<boolean> {
  const wanted = bankRefKey(bankRefNo);
  if (wanted === '') return false;
  const holders = await filter(db, 'recharges', { customerId, bankRefKey: wanted });
  return holders.some((r) => r.id !== selfId && !RELEASED_RECHARGE.includes(r.status));
}

export async function saveRecharge(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Recharge | null,
): Promise<Outcome<Recharge>> {
  const customerId = await customerSaving(db, actor, input, existing, {
    machine: rechargeMachine,
    context: existing ? rechargeContextOf(existing) : {},
  });
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readRecharge(input, errors);
  const fields = toFieldMessages(errors);
  if (!fields.currency && !(await purseOf(db, customerId, values.currency))) {
    const held = (await find(db, 'purses', { customerId }))?.currency ?? 'USD';
    fields.currency = { key: 'rechargeCurrencyUnsupported', params: { currency: held } };
  }
  if (!fields.bankRefNo && (await bankRefTaken(db, customerId, values.bankRefNo, existing?.id ?? null))) {
    fields.bankRefNo = { key: 'bankRefNoTaken' };
  }
  if (hasFields(fields)) return invalid(fields);
  const patch = { ...values, updatedAt: isoAt() };
  return await run(db, async () => {
    if (existing) return await update(db, 'recharges', existing.id, patch);
    const rechargeNo = await nextDocNo(db, prefixOf('recharge'));
    return await insert(db, 'recharges', {
      ...patch,
      id: rechargeNo,
      rechargeNo,
      customerId,
      status: 'DRAFT',
      createdAt: patch.updatedAt,
      actionLog: [],
      arrivedAmount: null,
      serviceCharge: null,
      reviewRemark: '',
      releasedOrders: [],
    });
  });
}
