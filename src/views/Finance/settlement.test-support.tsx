import { screen } from '@testing-library/react';
import { liveDb } from '../../../server/api/db-instance';
import { closeSettlement } from '../../../server/services/index';
import { ok, operator } from '../../../server/services/testing';
import { everyRecord, filter, find, findById, removeById, updateAll } from '../../../server/store/store';
import type { Settlement } from '../../../server/store/types/documents';
import type { FeeBusiness, FeeItem } from '../../../server/store/types/ledger';

// Test helpers only: imported by the finance bill and settlement pages' tests.

export { choose } from '@/test/business-ui';

/** The seller's customer id; seller2's is C002. */
export const SELLER = 'C001';

// the console opened signed in, and stopped after each test: the outbound detail's helpers
export { openAs, stopConsoles } from '@/views/Outbound/detail/detail.test-support';

/** Whole-cent sums per business of `fees`, as the server's totals are. */
export function totalsOf(fees: readonly FeeItem[]): Partial<Record<FeeBusiness, number>> {
  const cents: Partial<Record<FeeBusiness, number>> = {};
  for (const fee of fees) cents[fee.business] = (cents[fee.business] ?? 0) + Math.round(fee.amount * 100);
  return Object.fromEntries(Object.entries(cents).map(([b, sum]) => [b, sum / 100]));
}

/** The fee items of a customer in the live database that match `keep`. */
export async function feesWhere(keep: (fee: FeeItem) => boolean): Promise<FeeItem[]> {
  return (await everyRecord(await liveDb(), 'fees')).filter(keep);
}

/** `YYYY-MM-DD` of the first day of the month `back` months before the mock's today. */
export function monthStart(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

/** A statement of `customerId` in `status`, the latest period first (the seed answers them so). */
export async function statementIn(customerId: string, status: Settlement['status']): Promise<Settlement> {
  const found = (await filter(await liveDb(), 'settlements', { customerId, status })).sort((a, b) =>
    b.periodFrom.localeCompare(a.periodFrom),
  )[0];
  if (!found) throw new Error(`the seed has no ${status} statement of ${customerId}`);
  return found;
}

/** The statement as the server has it now. */
export async function storedStatement(id: string): Promise<Settlement | undefined> {
  return await findById(await liveDb(), 'settlements', id);
}

/** Last month of `customerId`, which the seed leaves open for the operator to close. */
export async function openLastMonth(customerId: string): Promise<{ periodFrom: string; periodTo: string }> {
  const db = await liveDb();
  const periodFrom = monthStart(1);
  if (await find(db, 'settlements', { customerId, periodFrom })) {
    throw new Error(`the seed closed ${periodFrom} for ${customerId}`);
  }
  const periodTo = new Date(Date.parse(monthStart(0)) - 24 * 3600 * 1000).toISOString().slice(0, 10);
  return { periodFrom, periodTo };
}

/** Waits for the page's heading. */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 25000 });

/** Undoes an earlier test's close of last month for `customerId`: the statement gone, its items unbilled. */
async function undoLastMonth(customerId: string): Promise<void> {
  const db = await liveDb();
  const statement = await find(db, 'settlements', { customerId, periodFrom: monthStart(1) });
  if (!statement) return;
  const billed = await filter(db, 'fees', { settlementNo: statement.settlementNo });
  await updateAll(
    db,
    'fees',
    billed.map((fee) => fee.id),
    { billingStatus: 'UNBILLED', settlementNo: null },
  );
  await removeById(db, 'settlements', statement.id);
}

/**
 * A GENERATED statement of `customerId`: last month (which the seed leaves open; an earlier test's
 * close of it undone) closed by the operator through the mock's services.
 */
export async function freshStatement(customerId: string): Promise<Settlement> {
  await undoLastMonth(customerId);
  const { periodFrom, periodTo } = await openLastMonth(customerId);
  return structuredClone(
    ok(await closeSettlement(await liveDb(), operator, customerId, periodFrom, periodTo)),
  );
}
