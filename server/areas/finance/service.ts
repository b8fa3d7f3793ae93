import { EffectError } from '../../store/effect';
import { freezeFunds as freezeEffect, unfreezeFunds as unfreezeEffect } from './funds';
import { purseOf } from '../../store/lookup';
import { roundMoney } from '../../store/money';
import { findById, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type { Purse } from '../../store/types/ledger';
import { roleFailure } from '../../services/access';
import { recheckArrears } from '../outbound/actions';
import { failure, type Actor, type Failure, type Outcome } from '../../services/contract';
import { hasFields, invalid, invalidField, refuse, run, toFieldMessages } from '../../services/outcome';
import type { FieldErrors } from '@/api/rules/fields';
import { readCreditLimit, readFunds, readLowBalanceAlert } from '@/api/rules/purse';

export { closeSettlement, previewSettlement } from './settlement';
export { runStorageJob } from '../inventory/storage';

/** The operator's purse of a customer, or the failure to answer. */
export async function operatorPurse(
  db: Db,
  actor: Actor,
  customerId: string,
  currency: string,
): Promise<Purse | Failure> {
  if (actor.role !== 'operator') return roleFailure(actor, 'manage funds');
  if (!(await findById(db, 'customers', customerId)))
    return invalidField('customerId', { key: 'customerUnknown' });
  const purse = await purseOf(db, customerId, currency);
  return purse ?? invalidField('currency', { key: 'purseUnknown', params: { currency } });
}

const isPurse = (value: Purse | Failure): value is Purse => !('ok' in value);

/** Sets how far below zero the balance may go (business.md §9); a higher limit re-checks ARREARS orders. */
export async function setCreditLimit(
  db: Db,
  actor: Actor,
  customerId: string,
  currency: string,
  amount: unknown,
): Promise<Outcome<Purse>> {
  const purse = await operatorPurse(db, actor, customerId, currency);
  if (!isPurse(purse)) return purse;
  const errors: FieldErrors = {};
  const { amount: limit } = readCreditLimit({ amount }, errors);
  if (hasFields(toFieldMessages(errors))) return invalid(toFieldMessages(errors));
  return await run(db, async () => {
    const changed = await update(db, 'purses', purse.id, {
      creditLimit: roundMoney(limit),
      updatedAt: isoAt(),
    });
    await recheckArrears(db, customerId, `credit limit ${roundMoney(limit)}`);
    // as stored now: the orders the re-check released were charged to it
    return (await findById(db, 'purses', purse.id)) ?? changed;
  });
}

async function moveFunds(
  db: Db,
  actor: Actor,
  customerId: string,
  currency: string,
  amount: unknown,
  remark: unknown,
  direction: 'freeze' | 'unfreeze',
): Promise<Outcome<Purse>> {
  const purse = await operatorPurse(db, actor, customerId, currency);
  if (!isPurse(purse)) return purse;
  const errors: FieldErrors = {};
  const { amount: value, remark: note } = readFunds({ amount, remark }, purse, direction, errors);
  if (hasFields(toFieldMessages(errors))) return invalid(toFieldMessages(errors));
  const key = direction === 'freeze' ? 'freezeAmountInvalid' : 'unfreezeAmountInvalid';
  return await run(db, async () => {
    const docNo = await nextDocNo(db, direction === 'freeze' ? 'FZ' : 'UF');
    const input = {
      effectKey: docNo,
      customerId,
      currency,
      docType: 'ADJUSTMENT' as const,
      docNo,
      amount: value,
      remark: note,
    };
    try {
      if (direction === 'freeze') await freezeEffect(db, input);
      else await unfreezeEffect(db, input);
    } catch (error) {
      if (error instanceof EffectError && error.code === 'INVALID_AMOUNT')
        refuse(invalidField('amount', { key }));
      throw error;
    }
    if (direction === 'unfreeze') await recheckArrears(db, customerId, docNo);
    // as it is now (a record read from a table is a copy of what it was)
    return (await findById(db, 'purses', purse.id)) ?? purse;
  });
}

/** Holds part of the balance (a FREEZE transaction): it can no longer pay fees. */
export const freezeFunds = async (
  db: Db,
  actor: Actor,
  customerId: string,
  currency: string,
  amount: unknown,
  remark: unknown = '',
) => await moveFunds(db, actor, customerId, currency, amount, remark, 'freeze');

/** Releases held money (an UNFREEZE transaction); ARREARS orders are re-checked. */
export const unfreezeFunds = async (
  db: Db,
  actor: Actor,
  customerId: string,
  currency: string,
  amount: unknown,
  remark: unknown = '',
) => await moveFunds(db, actor, customerId, currency, amount, remark, 'unfreeze');

/**
 * The merchant's own low-balance alert of its `currency` purse (issue #16): an amount, or empty to
 * clear it. 403 for the operator (the merchant's setting), 404 for a currency it has no purse in.
 */
export async function setLowBalanceAlert(
  db: Db,
  actor: Actor,
  currency: string,
  amount: unknown,
): Promise<Outcome<Purse>> {
  if (actor.role !== 'customer' || actor.customerId === null)
    return roleFailure(actor, 'set a low-balance alert');
  const purse = await purseOf(db, actor.customerId, currency);
  if (!purse) return failure(404, 'purseUnknown', { currency });
  const errors: FieldErrors = {};
  const { amount: alert } = readLowBalanceAlert({ amount }, errors);
  if (hasFields(toFieldMessages(errors))) return invalid(toFieldMessages(errors));
  return await run(db, async () => {
    return await update(db, 'purses', purse.id, {
      lowBalanceAlert: alert === null ? null : roundMoney(alert),
      updatedAt: isoAt(),
    });
  });
}
