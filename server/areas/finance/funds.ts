import { fromCents, toCents } from '../../store/money';
import { insert, isoAt, nextDocNo, type Db } from '../../store/store';
import type { FeeBusiness, FeeItem } from '../../store/types/ledger';
import { EffectError, markApplied, wasApplied } from '../../store/effect';
import { postTransaction, purseOf, spendable, type MoneyEffect, type MoneyResult } from './effects';

export interface FundsInput extends MoneyEffect {
  amount: number;
}

const centsOf = (amount: number) => (Number.isFinite(amount) ? toCents(amount) : 0);

/** Holds part of the balance (FREEZE): it stays in the balance but can no longer be spent. */
export async function freezeFunds(db: Db, input: FundsInput): Promise<MoneyResult> {
  if (await wasApplied(db, input.effectKey)) return { applied: false, transaction: null };
  const cents = centsOf(input.amount);
  const purse = await purseOf(db, input.customerId, input.currency);
  if (cents <= 0 || cents > toCents(purse.balance) - toCents(purse.frozen)) {
    throw new EffectError('INVALID_AMOUNT', `cannot freeze ${input.amount} of ${purse.id}`);
  }
  const transaction = await postTransaction(
    db,
    purse,
    input,
    'FREEZE',
    cents,
    'ADJUSTMENT',
    input.at ?? isoAt(),
  );
  await markApplied(db, input.effectKey);
  return { applied: true, transaction };
}

/** Releases held money (UNFREEZE), at most what is frozen. */
export async function unfreezeFunds(db: Db, input: FundsInput): Promise<MoneyResult> {
  if (await wasApplied(db, input.effectKey)) return { applied: false, transaction: null };
  const cents = centsOf(input.amount);
  const purse = await purseOf(db, input.customerId, input.currency);
  if (cents <= 0 || cents > toCents(purse.frozen)) {
    throw new EffectError('INVALID_AMOUNT', `cannot unfreeze ${input.amount} of ${purse.id}`);
  }
  const transaction = await postTransaction(
    db,
    purse,
    input,
    'UNFREEZE',
    cents,
    'ADJUSTMENT',
    input.at ?? isoAt(),
  );
  await markApplied(db, input.effectKey);
  return { applied: true, transaction };
}

export interface AdjustmentInput extends MoneyEffect {
  /** + charges the customer, − credits it. */
  amount: number;
  business: FeeBusiness;
  warehouseCode: string;
  /** The statement the adjustment belongs to: the item is BILLED under it at once. */
  settlementNo: string;
}

/**
 * An ADJUSTMENT fee item (business.md §9) with its ADJUST purse transaction. A charge is refused with
 * ARREARS like any fee the purse cannot cover; a credit always goes through.
 */
export async function postAdjustment(
  db: Db,
  input: AdjustmentInput,
): Promise<{ applied: boolean; fee: FeeItem | null }> {
  if (await wasApplied(db, input.effectKey)) return { applied: false, fee: null };
  const cents = centsOf(input.amount);
  if (cents === 0) throw new EffectError('INVALID_AMOUNT', String(input.amount));
  const purse = await purseOf(db, input.customerId, input.currency);
  if (cents > 0 && toCents(spendable(purse)) < cents) {
    throw new EffectError(
      'ARREARS',
      `${input.customerId} cannot cover ${fromCents(cents)} ${input.currency}`,
    );
  }
  const at = input.at ?? isoAt();
  const transaction = await postTransaction(db, purse, input, 'ADJUST', -cents, 'ADJUSTMENT', at);
  const feeNo = await nextDocNo(db, 'FE', at);
  const fee = await insert(db, 'fees', {
    id: feeNo,
    feeNo,
    customerId: input.customerId,
    business: input.business,
    feeCode: 'ADJUSTMENT',
    docType: input.docType,
    docNo: input.docNo,
    warehouseCode: input.warehouseCode,
    quantity: 1,
    unit: 'ITEM',
    unitPrice: fromCents(cents),
    amount: fromCents(cents),
    currency: input.currency,
    billingStatus: 'BILLED',
    settlementNo: input.settlementNo,
    transactionNo: transaction.transactionNo,
    tariffRule: { key: 'ADJUSTMENT', params: { note: input.remark ?? '', amount: fromCents(cents) } },
    at,
  });
  await markApplied(db, input.effectKey);
  return { applied: true, fee };
}
