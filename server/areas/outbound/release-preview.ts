import { RECHARGE_FIELDS } from '@/api/rules/recharge';
import { readFields, type FieldErrors } from '@/api/rules/fields';
import { purseOf } from '../../store/lookup';
import { fromCents, toCents } from '../../store/money';
import { findById, update, type Db } from '../../store/store';
import { transact } from '../../store/tx';
import { spendable } from '../finance/effects';
import type { ReleasePreview } from '../../store/types/documents';
import type { Purse } from '../../store/types/ledger';
import { succeed, type Actor, type Outcome } from '../../services/contract';
import { hasFields, invalid, invalidField, toFieldMessages } from '../../services/outcome';
import { arrearsOrdersOf, recheckArrears, type ReleasedOrder } from './actions';
import { shortfallOf } from './check';

const PREVIEW_FIELDS = { currency: RECHARGE_FIELDS.currency, amount: RECHARGE_FIELDS.declaredAmount };

/** Thrown to leave a dry run: carries what it found out, and every write of the run is undone. */
class DryRun extends Error {
  constructor(readonly released: ReleasedOrder[]) {
    super('dry run');
  }
}

/**
 * The orders the re-check that follows a credit would release: the very re-check
 * (`recheckArrears`) run on the purse raised by `cents`, inside a transaction taken back at once.
 */
async function releasedBy(db: Db, purse: Purse, cents: number): Promise<Set<string>> {
  try {
    await transact(db, async () => {
      await update(db, 'purses', purse.id, { balance: fromCents(toCents(purse.balance) + cents) });
      throw new DryRun(await recheckArrears(db, purse.customerId, 'preview'));
    });
  } catch (error) {
    if (error instanceof DryRun) return new Set(error.released.map((order) => order.id));
    throw error;
  }
  return new Set();
}

async function customerOf(db: Db, actor: Actor, asked: string): Promise<Outcome<string>> {
  if (actor.role === 'customer' && actor.customerId) return succeed(actor.customerId);
  if (actor.role === 'operator' && (await findById(db, 'customers', asked))) return succeed(asked);
  return invalidField('customerId', { key: 'customerUnknown' });
}

/**
 * `Recharge/PreviewRelease`: which of the customer's orders held for ARREARS a recharge of `amount`
 * in `currency` would release, oldest first, and the amount that would release them all.
 */
export async function previewRelease(
  db: Db,
  actor: Actor,
  query: { customerId?: string; currency?: string; amount?: string },
): Promise<Outcome<ReleasePreview>> {
  const customerId = await customerOf(db, actor, query.customerId ?? '');
  if (!customerId.ok) return customerId;
  const errors: FieldErrors = {};
  const values = readFields(query, PREVIEW_FIELDS, errors);
  const fields = toFieldMessages(errors);
  const purse = fields.currency ? undefined : await purseOf(db, customerId.value, values.currency);
  if (!fields.currency && !purse)
    fields.currency = { key: 'purseUnknown', params: { currency: values.currency } };
  if (hasFields(fields) || !purse) return invalid(fields);
  const held = [];
  for (const order of await arrearsOrdersOf(db, customerId.value)) {
    const { estimate, cents } = await shortfallOf(db, order);
    if (estimate.currency === purse.currency && cents !== null) held.push({ order, estimate, cents });
  }
  const released = await releasedBy(db, purse, toCents(values.amount));
  const allCents = Math.max(0, ...held.map((h) => h.cents));
  return succeed({
    customerId: customerId.value,
    currency: purse.currency,
    amount: values.amount,
    spendable: spendable(purse),
    orders: held.map(({ order, estimate, cents }) => ({
      id: order.id,
      outboundNo: order.outboundNo,
      referenceNo: order.referenceNo,
      createdAt: order.createdAt,
      estimate: estimate.total,
      shortfall: fromCents(Math.max(0, cents)),
      released: released.has(order.id),
    })),
    releaseAllAmount: fromCents(allCents),
  });
}
