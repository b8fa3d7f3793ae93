import type { Db } from '../../store/store';
import { createContext, type SeedMasters } from './context';
import { planFresh } from './fresh';
import { planInbounds } from '../../areas/inbound/seed';
import { planMoney } from '../../areas/finance/seed';
import { planOutbounds } from '../../areas/outbound/seed';
import { planRmas } from '../../areas/rma/seed';

/**
 * The documents of business.md §12, made by replaying a simulated year through the services the API
 * uses (`save`, `act`, the finance jobs), each step at its own moment on the mock clock. Stock, flow,
 * fees and purse transactions are only ever the effects of those calls. Answers the refusals met on
 * the way (steps a busy warehouse would retry or drop), for tests to look at.
 */
export async function seedDocuments(
  db: Db,
  masters: SeedMasters,
  seed: number,
  today: number,
): Promise<Map<string, number>> {
  const ctx = createContext(db, masters, seed, today);
  planMoney(ctx);
  const fresh = planFresh(ctx);
  planInbounds(ctx, fresh.inbound);
  planOutbounds(ctx, fresh.outbound);
  planRmas(ctx, fresh.rma);
  await ctx.timeline.run();
  return ctx.refusals;
}
