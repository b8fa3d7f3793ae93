import type { FieldErrors } from '@/api/rules/fields';
import { readSkuStrategy } from '@/api/rules/rma';
import { now } from '../../api/clock';
import { skuByCode } from '../../store/lookup';
import { outboundStatesIn, type OutboundStatus } from '@machines/business/outbound-order.machine';
import { filter, filterNaming, isoAt, update, type Db } from '../../store/store';
import type { ReturnStrategy } from '../../store/types/sku';
import { roleFailure } from '../../services/access';
import { skuStrategyOf } from './actions';
import { COUNTED } from './returned-skus';
import { unitsOf } from './returned-units';
import { failure, type Actor, type Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';

/** The SKU pages of returns (business.md §8): what came back of a SKU, and the strategy it follows. */

const SHIPPED: OutboundStatus[] = ['SHIPPED', 'DELIVERED'];

/** `YYYY-MM` of an ISO time (UTC). */
const monthOf = (iso: string) => iso.slice(0, 7);

/** The 12 months up to the clock's, oldest first. */
export function lastTwelveMonths(at = now()): string[] {
  const date = new Date(at);
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11 + index, 1));
    return month.toISOString().slice(0, 7);
  });
}

export interface SkuReturnFigures {
  /** units that came back (cancelled returns left out) */
  units: number;
  /** units of the SKU shipped to buyers (shipped or delivered outbound orders) */
  shipped: number;
  /** the reasons given, most frequent first */
  reasons: { reason: string; rmas: number; units: number }[];
  /** returns per month over the last 12 months, oldest first */
  months: { month: string; rmas: number; units: number }[];
}

/** The figures of one customer's SKU beside its list of returns. */
export async function skuReturnFigures(db: Db, customerId: string, sku: string): Promise<SkuReturnFigures> {
  const returned = (
    await filterNaming(db, 'rmas', { customerId, status: COUNTED }, 'lines.sku', [sku])
  ).flatMap((rma) =>
    rma.lines.filter((line) => line.sku === sku).map((line) => ({ rma, units: unitsOf(line) })),
  );
  const shipped = (
    await filterNaming(db, 'outbounds', { customerId, status: outboundStatesIn(SHIPPED) }, 'lines.sku', [sku])
  )
    .flatMap((o) => o.lines.filter((line) => line.sku === sku))
    .reduce((sum, line) => sum + line.qty, 0);
  const reasons = new Map<string, { reason: string; rmas: number; units: number }>();
  for (const { rma, units } of returned) {
    const entry = reasons.get(rma.reason) ?? { reason: rma.reason, rmas: 0, units: 0 };
    reasons.set(rma.reason, { ...entry, rmas: entry.rmas + 1, units: entry.units + units });
  }
  const months = lastTwelveMonths().map((month) => {
    const within = returned.filter(({ rma }) => monthOf(rma.createdAt) === month);
    return { month, rmas: within.length, units: within.reduce((sum, r) => sum + r.units, 0) };
  });
  return {
    units: returned.reduce((sum, r) => sum + r.units, 0),
    shipped,
    reasons: [...reasons.values()].sort(
      (a, b) => b.rmas - a.rmas || b.units - a.units || a.reason.localeCompare(b.reason),
    ),
    months,
  };
}

/**
 * Which strategy a SKU of the customer uses: `strategyId` one of its strategies (no default, none tied
 * to another SKU), or empty for the customer default. The SKU's former strategy is freed (tied to no
 * SKU, kept for returns that choose it). Answers the strategy that applies now.
 */
export async function setSkuStrategy(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<Outcome<ReturnStrategy | null>> {
  if (actor.role !== 'customer' || actor.customerId === null) return roleFailure(actor, 'edit');
  const customerId = actor.customerId;
  const errors: FieldErrors = {};
  const values = readSkuStrategy(input, errors);
  const fields = toFieldMessages(errors);
  if (hasFields(fields)) return invalid(fields);
  // The SKU and the strategy are the records this call changes: one that is not the caller's is
  // unknown to it (404, as for any other customer's record; existence is not disclosed). A record a
  // form merely refers to answers 422 at its field instead.
  if (!(await skuByCode(db, customerId, values.sku))) return failure(404, 'notFound');
  const mine = await filter(db, 'returnStrategies', { customerId });
  const chosen = values.strategyId === '' ? null : mine.find((s) => s.id === values.strategyId);
  if (chosen === undefined) return failure(404, 'notFound');
  if (chosen?.scope === 'CUSTOMER_DEFAULT') fields.strategyId = { key: 'strategyIsDefault' };
  else if (chosen && chosen.sku !== null && chosen.sku !== values.sku)
    fields.strategyId = { key: 'strategyTaken', params: { sku: chosen.sku } };
  if (hasFields(fields)) return invalid(fields);
  const at = isoAt();
  return await run(db, async () => {
    for (const former of mine.filter((s) => s.sku === values.sku && s.id !== chosen?.id)) {
      await update(db, 'returnStrategies', former.id, { sku: null, updatedAt: at });
    }
    if (chosen && chosen.sku !== values.sku) {
      await update(db, 'returnStrategies', chosen.id, { sku: values.sku, updatedAt: at });
    }
    return await skuStrategyOf(db, customerId, values.sku);
  });
}
