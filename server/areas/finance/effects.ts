import { availableOf } from '@/api/rules/purse';
import { purseId } from '../../store/ids';
import { balanceChangeCents, fromCents, frozenChangeCents, toCents } from '../../store/money';
import { findById, insert, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type {
  DocType,
  FeeBusiness,
  FeeCode,
  FeeItem,
  Purse,
  PurseTransaction,
  PurseTransactionSource,
  TariffRule,
} from '../../store/types/ledger';
import { EffectError, markApplied, wasApplied } from '../../store/effect';

export interface MoneyEffect {
  effectKey: string;
  customerId: string;
  currency: string;
  docType: DocType;
  docNo: string;
  remark?: string;
  at?: string;
}

export interface FeeInput extends MoneyEffect {
  business: FeeBusiness;
  feeCode: FeeCode;
  warehouseCode: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  tariffRule: TariffRule;
}

export interface CreditInput extends MoneyEffect {
  amount: number;
  source: Exclude<PurseTransactionSource, 'FEE'>;
}

export interface MoneyResult {
  applied: boolean;
  transaction: PurseTransaction | null;
}

export interface FeeResult extends MoneyResult {
  fee: FeeItem | null;
}

/** What a debit may still take: balance − frozen + creditLimit (business.md §9). */
export const spendable = (purse: Purse): number => availableOf(purse);

export async function purseOf(db: Db, customerId: string, currency: string): Promise<Purse> {
  const purse = await findById(db, 'purses', purseId(customerId, currency));
  if (!purse) throw new EffectError('NO_PURSE', `${customerId} has no ${currency} purse`);
  return purse;
}

/**
 * Writes one purse transaction and its effect on the purse. `cents` is the transaction's amount:
 * a magnitude for CREDIT, DEBIT, FREEZE and UNFREEZE, signed for ADJUST.
 */
export async function postTransaction(
  db: Db,
  purse: Purse,
  input: MoneyEffect,
  type: PurseTransaction['type'],
  cents: number,
  source: PurseTransactionSource,
  at: string,
): Promise<PurseTransaction> {
  const balanceChange = balanceChangeCents(type, cents);
  const frozenChange = frozenChangeCents(type, cents);
  const patch: Partial<Purse> = { updatedAt: at };
  if (balanceChange !== 0) patch.balance = fromCents(toCents(purse.balance) + balanceChange);
  if (frozenChange !== 0) patch.frozen = fromCents(toCents(purse.frozen) + frozenChange);
  const after = await update(db, 'purses', purse.id, patch);
  const transactionNo = await nextDocNo(db, 'PT', at);
  return await insert(db, 'purseTransactions', {
    id: transactionNo,
    transactionNo,
    customerId: input.customerId,
    currency: input.currency,
    type,
    amount: fromCents(cents),
    balanceAfter: after.balance,
    source,
    docType: input.docType,
    docNo: input.docNo,
    remark: input.remark ?? '',
    at,
  });
}

/** Posts an UNBILLED fee item and debits the purse; ARREARS when the credit limit cannot cover it. */
export async function postFee(db: Db, input: FeeInput): Promise<FeeResult> {
  if (await wasApplied(db, input.effectKey)) return { applied: false, fee: null, transaction: null };
  const validInputs =
    input.quantity > 0 && input.unitPrice >= 0 && Number.isFinite(input.quantity * input.unitPrice);
  const cents = validInputs ? toCents(input.quantity * input.unitPrice) : 0;
  if (cents <= 0) throw new EffectError('INVALID_AMOUNT', `${input.quantity} × ${input.unitPrice}`);
  const purse = await purseOf(db, input.customerId, input.currency);
  if (toCents(spendable(purse)) < cents) {
    throw new EffectError(
      'ARREARS',
      `${input.customerId} cannot cover ${fromCents(cents)} ${input.currency}`,
    );
  }
  const at = input.at ?? isoAt();
  const transaction = await postTransaction(db, purse, input, 'DEBIT', cents, 'FEE', at);
  const feeNo = await nextDocNo(db, 'FE', at);
  const fee = await insert(db, 'fees', {
    id: feeNo,
    feeNo,
    customerId: input.customerId,
    business: input.business,
    feeCode: input.feeCode,
    docType: input.docType,
    docNo: input.docNo,
    warehouseCode: input.warehouseCode,
    quantity: input.quantity,
    unit: input.unit,
    unitPrice: input.unitPrice,
    amount: fromCents(cents),
    currency: input.currency,
    billingStatus: 'UNBILLED',
    settlementNo: null,
    transactionNo: transaction.transactionNo,
    tariffRule: input.tariffRule,
    at,
  });
  await markApplied(db, input.effectKey);
  return { applied: true, fee, transaction };
}

/** Raises the purse balance: a credited recharge, a refund or an operator adjustment. */
export async function credit(db: Db, input: CreditInput): Promise<MoneyResult> {
  if (await wasApplied(db, input.effectKey)) return { applied: false, transaction: null };
  const cents = Number.isFinite(input.amount) ? toCents(input.amount) : 0;
  if (cents <= 0) throw new EffectError('INVALID_AMOUNT', String(input.amount));
  const purse = await purseOf(db, input.customerId, input.currency);
  const transaction = await postTransaction(
    db,
    purse,
    input,
    'CREDIT',
    cents,
    input.source,
    input.at ?? isoAt(),
  );
  await markApplied(db, input.effectKey);
  return { applied: true, transaction };
}
