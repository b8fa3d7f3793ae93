import type { SettlementPreview } from '@/api/business/finance';
import { purseOf } from '../../store/lookup';
import { balanceChangeCents, fromCents, toCents } from '../../store/money';
import { filter, find, findById, insert, isoAt, nextDocNo, updateAll, type Db } from '../../store/store';
import type { Settlement } from '../../store/types/documents';
import { FEE_BUSINESSES, type FeeBusiness } from '../../store/types/ledger';
import { purseMovementSums, type PurseMovementSum } from '../../store/tables';
import { failure, succeed, type Actor, type Outcome } from '../../services/contract';
import { logRow } from '../../services/log';
import { invalidField, run } from '../../services/outcome';
import { dayOf, isDay, operatorOnly } from '../../services/requests';
import { prefixOf } from '../../services/kinds';

const BUSINESSES = FEE_BUSINESSES;

/**
 * A purse's transactions up to `to`, summed by source and kind, those before `from` apart: by the
 * database where the ledger is a table, else over its list.
 */
async function movementSums(
  db: Db,
  customerId: string,
  currency: string,
  from: string,
  to: string,
): Promise<PurseMovementSum[]> {
  const summed = await purseMovementSums(db, customerId, currency, from, to);
  if (summed) return summed;
  const sums = new Map<string, PurseMovementSum>();
  for (const tx of await filter(db, 'purseTransactions', { customerId, currency })) {
    if (tx.at > to) continue;
    const before = tx.at < from;
    const key = `${before}|${tx.source}|${tx.type}`;
    const sum = sums.get(key) ?? { before, source: tx.source, type: tx.type, cents: 0 };
    sum.cents += toCents(tx.amount);
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/** What closing a period would write: the statement's figures and the fee items it bills. */
export type SettlementDraft = SettlementPreview;

/**
 * The checks and the figures of closing a period for one customer, shared by the preview and the
 * close itself so they cannot differ: every UNBILLED fee item of the period, the opening balance, the
 * recharges, the fees by business, other purse movements (refunds, adjustments) and the closing
 * balance, where closing = opening + recharges − fees + other movements. A period overlapping a closed
 * one is refused (409), as is one that has not ended yet.
 */
async function draftSettlement(
  db: Db,
  actor: Actor,
  customerId: string,
  periodFrom: string,
  periodTo: string,
): Promise<Outcome<SettlementDraft>> {
  const denied = operatorOnly(actor, 'close a settlement');
  if (denied) return denied;
  if (!(await findById(db, 'customers', customerId)))
    return invalidField('customerId', { key: 'customerUnknown' });
  const from = dayOf(periodFrom, 'periodFrom', 'periodFromInvalid');
  if (!isDay(from)) return from;
  const to = dayOf(periodTo, 'periodTo', 'periodToInvalid');
  if (!isDay(to)) return to;
  if (to < from || to >= isoAt().slice(0, 10)) return invalidField('periodTo', { key: 'periodToInvalid' });
  const clash = (await filter(db, 'settlements', { customerId })).find(
    (s) => s.periodFrom <= to && s.periodTo >= from,
  );
  if (clash) return failure(409, 'settlementPeriodClosed', { settlementNo: clash.settlementNo });
  const currency = (await find(db, 'purses', { customerId }))?.currency ?? 'USD';
  if (!(await purseOf(db, customerId, currency)))
    return invalidField('customerId', { key: 'purseUnknown', params: { currency } });
  const start = `${from}T00:00:00.000Z`;
  const end = `${to}T23:59:59.999Z`;
  let opening = 0;
  let recharges = 0;
  let feeDebits = 0;
  let other = 0;
  for (const sum of await movementSums(db, customerId, currency, start, end)) {
    const cents = balanceChangeCents(sum.type, sum.cents);
    if (sum.before) opening += cents;
    else if (sum.source === 'RECHARGE') recharges += cents;
    else if (sum.source === 'FEE') feeDebits -= cents;
    else other += cents;
  }
  const fees = (await filter(db, 'fees', { customerId, currency, billingStatus: 'UNBILLED' })).filter(
    (f) => f.at >= start && f.at <= end,
  );
  const byBusiness = Object.fromEntries(BUSINESSES.map((b) => [b, 0])) as Record<FeeBusiness, number>;
  for (const fee of fees) byBusiness[fee.business] += toCents(fee.amount);
  return succeed({
    customerId,
    currency,
    periodFrom: from,
    periodTo: to,
    openingBalance: fromCents(opening),
    recharges: fromCents(recharges),
    feesByBusiness: Object.fromEntries(BUSINESSES.map((b) => [b, fromCents(byBusiness[b])])) as Record<
      FeeBusiness,
      number
    >,
    otherMovements: fromCents(other),
    closingBalance: fromCents(opening + recharges - feeDebits + other),
    fees,
  });
}

/** What closing the period would bill, without writing anything (business.md §9). */
export async function previewSettlement(
  db: Db,
  actor: Actor,
  customerId: string,
  periodFrom: string,
  periodTo: string,
): Promise<Outcome<SettlementDraft>> {
  const draft = await draftSettlement(db, actor, customerId, periodFrom, periodTo);
  return draft.ok ? succeed({ ...draft.value, fees: draft.value.fees.map((fee) => ({ ...fee })) }) : draft;
}

/**
 * Closes a period for one customer (business.md §9): every UNBILLED fee item of the period becomes
 * BILLED under a new GENERATED statement with the figures of `draftSettlement`.
 */
export async function closeSettlement(
  db: Db,
  actor: Actor,
  customerId: string,
  periodFrom: string,
  periodTo: string,
): Promise<Outcome<Settlement>> {
  const drafted = await draftSettlement(db, actor, customerId, periodFrom, periodTo);
  if (!drafted.ok) return drafted;
  const { fees, ...figures } = drafted.value;
  return await run(db, async () => {
    const settlementNo = await nextDocNo(db, prefixOf('settlement'));
    const row = logRow(
      actor,
      'operator',
      'close',
      '',
      'GENERATED',
      `${figures.periodFrom} – ${figures.periodTo}`,
    );
    await updateAll(
      db,
      'fees',
      fees.map((fee) => fee.id),
      { billingStatus: 'BILLED', settlementNo },
    );
    return await insert(db, 'settlements', {
      id: settlementNo,
      settlementNo,
      referenceNo: '',
      status: 'GENERATED',
      ...figures,
      adjustmentTotal: 0,
      disputeNote: '',
      adjustmentNote: '',
      disputedFeeNos: [],
      adjustments: [],
      createdAt: row.at,
      updatedAt: row.at,
      actionLog: [row],
    });
  });
}
