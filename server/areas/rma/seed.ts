import { returnableQty } from '@/api/rules/rma';
import { now } from '../../api/clock';
import type { Random } from '../../seed/prng';
import { act, save } from '../../services/index';
import { countOf, filter, findById } from '../../store/store';
import type { ReturnStrategy } from '../../store/types/sku';
import { DAY_MS, digits } from '../../seed/random';
import { hours, outcomeOf, spread, type SeedContext } from '../../seed/documents/context';
import { ADMIN, HOUR_MS, SELLERS } from '../../seed/documents/timeline';

export const RMAS_PER_CUSTOMER = 75;

const later = (ctx: SeedContext, delay: number, fn: () => unknown) => ctx.timeline.at(now() + delay, fn);

const REASONS = [
  'Buyer changed their mind',
  'Arrived damaged',
  'Wrong size',
  'Not as described',
  'Address unknown',
];

/** Each customer's default strategy and a few for single SKUs (one asks for photos). */
function planStrategies(ctx: SeedContext, random: Random, customerId: string, strategies: ReturnStrategy[]) {
  ctx.timeline.at(ctx.start + 2 * HOUR_MS, async () => {
    const seller = SELLERS[customerId];
    const skus = ctx.masters.skus.filter((s) => s.customerId === customerId && s.status === 'APPROVED');
    const inputs = [
      {
        name: 'Default',
        scope: 'CUSTOMER_DEFAULT',
        onGood: customerId === 'C001' ? 'RESTOCK' : 'RELABEL_AND_RESTOCK',
        onDefective: customerId === 'C001' ? 'RESTOCK_AS_DEFECTIVE' : 'DESTROY',
      },
      {
        name: 'Hold for inspection',
        scope: 'SKU',
        sku: random.pick(skus).sku,
        onGood: 'HOLD',
        onDefective: 'HOLD',
        photoRequired: true,
      },
      {
        name: 'Destroy defective',
        scope: 'SKU',
        sku: random.pick(skus).sku,
        onGood: 'RESTOCK',
        onDefective: 'DESTROY',
      },
      {
        name: 'Send back to seller',
        scope: 'SKU',
        sku: random.pick(skus).sku,
        onGood: 'RETURN_TO_SELLER',
        onDefective: 'RETURN_TO_SELLER',
      },
    ];
    for (const input of inputs) {
      const saved = outcomeOf(ctx, 'strategy', 'save', await save(ctx.db, seller, 'returnStrategy', input));
      if (saved) strategies.push(saved);
    }
  });
}

/** What comes back: from a delivered order at a warehouse that takes returns, else a carrier return. */
export async function rmaInput(
  ctx: SeedContext,
  random: Random,
  customerId: string,
  strategies: ReturnStrategy[],
) {
  const delivered = ctx.delivered.get(customerId) ?? [];
  const recent = delivered.slice(-300);
  for (let probe = 0; probe < 8 && recent.length > 0; probe += 1) {
    const order = await findById(ctx.db, 'outbounds', random.pick(recent));
    const warehouse = order && (await findById(ctx.db, 'warehouses', order.warehouseCode));
    if (!order || !warehouse?.capabilities.returns) continue;
    // an order already returned in part comes back only with what is left of it
    const others = await filter(ctx.db, 'rmas', { originalOutboundNo: order.outboundNo });
    const left = returnableQty(order.lines, others, null);
    const lines = order.lines
      .map((line) => ({
        sku: line.sku,
        expectedQty: Math.min(random.int(1, line.qty), left.get(line.sku) ?? 0),
      }))
      .filter((line) => line.expectedQty > 0);
    if (lines.length === 0) continue;
    return {
      source: 'CUSTOMER_FORECAST',
      originalOutboundNo: order.outboundNo,
      warehouseCode: order.warehouseCode,
      referenceNo: `RT-${order.outboundNo}-${(await countOf(ctx.db, 'rmas')) + 1}`,
      trackingNo: `RS${digits(random, 12)}`,
      reason: random.pick(REASONS),
      strategyId: random.next() < 0.15 && strategies.length > 0 ? random.pick(strategies).id : '',
      lines,
    };
  }
  return null;
}

/** A parcel the carrier brings back without a forecast: a SKU the customer stocks at an official warehouse. */
async function carrierReturn(ctx: SeedContext, random: Random, customerId: string) {
  const stocked = (await filter(ctx.db, 'balances', { customerId })).filter(
    (b) =>
      b.onHand > 0 && ctx.masters.warehouses.find((w) => w.code === b.warehouseCode)?.capabilities.returns,
  );
  if (stocked.length === 0) return null;
  const balance = random.pick(stocked);
  return {
    source: 'CARRIER_RETURN',
    originalOutboundNo: '',
    warehouseCode: balance.warehouseCode,
    referenceNo: '',
    trackingNo: `RS${digits(random, 12)}`,
    reason: 'Returned to sender by the carrier',
    strategyId: '',
    lines: [{ sku: balance.sku, expectedQty: 1 }],
  };
}

export function grades(random: Random, lines: { sku: string; expectedQty: number }[]) {
  return lines.map((line) => {
    const roll = random.next();
    const defectiveQty = roll < 0.2 ? 1 : 0;
    const unidentifiedQty = roll >= 0.2 && roll < 0.25 ? 1 : 0;
    const goodQty = Math.max(0, line.expectedQty - defectiveQty - unidentifiedQty);
    return {
      sku: line.sku,
      goodQty,
      defectiveQty,
      unidentifiedQty: goodQty + defectiveQty + unidentifiedQty === 0 ? 1 : unidentifiedQty,
    };
  });
}

async function createRma(ctx: SeedContext, random: Random, customerId: string, strategies: ReturnStrategy[]) {
  const seller = SELLERS[customerId];
  const input =
    (await rmaInput(ctx, random, customerId, strategies)) ?? (await carrierReturn(ctx, random, customerId));
  if (!input) return;
  const rma = outcomeOf(ctx, 'rma', 'save', await save(ctx.db, seller, 'rma', input));
  if (!rma) return;
  const step = async (actor: typeof ADMIN, action: string, payload: Record<string, unknown> = {}) =>
    outcomeOf(ctx, 'rma', action, await act(ctx.db, actor, 'rma', rma.id, action, payload));
  const roll = random.next();
  if (roll < 0.02 && ctx.today - now() < 30 * DAY_MS) return;
  if (roll < 0.05) {
    later(
      ctx,
      hours(random, 1, 10),
      async () => await step(seller, 'cancel', { reason: 'Buyer kept the item' }),
    );
    return;
  }
  later(ctx, hours(random, 0.5, 3), async () => await step(seller, 'submit'));
  if (roll < 0.08) {
    later(
      ctx,
      hours(random, 20, 60),
      async () => await step(seller, 'cancel', { reason: 'Parcel lost by the carrier' }),
    );
    return;
  }
  let delay = hours(random, 96, 290);
  later(
    ctx,
    delay,
    async () =>
      await step(ADMIN, 'receive', {
        lines: grades(random, input.lines),
        photos: [`/mock/images/returns/${rma.rmaNo}.jpg`],
      }),
  );
  delay += hours(random, 12, 40);
  later(ctx, delay, async () => await step(ADMIN, 'process'));
}

/** The year's returns, once orders have been delivered. */
export function planRmas(ctx: SeedContext, fresh: Record<string, number>): void {
  for (const customerId of Object.keys(SELLERS)) {
    const random = ctx.stream(`rma:${customerId}`);
    const strategies: ReturnStrategy[] = [];
    planStrategies(ctx, random, customerId, strategies);
    const count = RMAS_PER_CUSTOMER - (fresh[customerId] ?? 0);
    for (const at of spread(random, count, ctx.start + 70 * DAY_MS, ctx.today - 3 * DAY_MS)) {
      ctx.timeline.at(at, async () => await createRma(ctx, random, customerId, strategies));
    }
  }
}
