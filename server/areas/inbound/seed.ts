import { now } from '../../api/clock';
import type { Random } from '../../seed/prng';
import type { Actor } from '../../services/contract';
import { act, save } from '../../services/index';
import type { InboundOrder } from '../../store/types/documents';
import { DAY_MS } from '../../seed/random';
import { hours, outcomeOf, spread, type SeedContext } from '../../seed/documents/context';
import { ADMIN, SELLERS } from '../../seed/documents/timeline';

/** Where each customer sends goods, with weights. */
const DESTINATIONS: Record<string, [string, number][]> = {
  C001: [
    ['USEA', 35],
    ['USWE', 30],
    ['NWT-DALLAS', 15],
    ['UKLO', 8],
    ['DEFR', 7],
    ['AUSY', 5],
  ],
  C002: [
    ['UKLO', 40],
    ['BHG-MANCHESTER', 25],
    ['USEA', 15],
    ['DEFR', 12],
    ['AUSY', 8],
  ],
};

export const INBOUNDS_PER_CUSTOMER: Record<string, number> = { C001: 220, C002: 180 };

/** How many SKUs of the customer a warehouse stocks: outbound orders then find stock where it is. */
const ASSORTMENT = 36;

export function weighted<T>(random: Random, options: readonly [T, number][]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [option, weight] of options) {
    roll -= weight;
    if (roll < 0) return option;
  }
  return options[options.length - 1][0];
}

/** Per warehouse, the SKUs it stocks: approved, declared for import into its country, some as cartons. */
export function assortments(ctx: SeedContext, customerId: string, random: Random): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [code] of DESTINATIONS[customerId]) {
    const country = ctx.masters.warehouses.find((w) => w.code === code)?.countryCode;
    const declared = new Set(
      ctx.masters.declarations
        .filter(
          (d) =>
            d.customerId === customerId &&
            d.countryCode === country &&
            d.direction === 'IMPORT' &&
            d.status === 'APPROVED',
        )
        .map((d) => d.sku),
    );
    const eligible = ctx.masters.skus.filter(
      (s) => s.customerId === customerId && s.status === 'APPROVED' && declared.has(s.sku),
    );
    const picked = eligible
      .filter(() => random.next() < ASSORTMENT / Math.max(eligible.length, 1))
      .map((s) => s.sku);
    const cartons = ctx.masters.cartons
      .filter((c) => c.customerId === customerId && picked.includes(c.componentSku))
      .map((c) => c.cartonSku);
    result.set(code, [...picked, ...cartons]);
  }
  return result;
}

const MODES: Record<string, [string, string, number][]> = {
  // [shippingMode, loadType, transit days]
  overseas: [
    ['SEA_LCL', 'PALLET', 32],
    ['SEA_FCL', 'CONTAINER', 28],
    ['AIR', 'PARCEL', 8],
    ['EXPRESS', 'PARCEL', 5],
  ],
  domestic: [
    ['TRUCK', 'PALLET', 3],
    ['EXPRESS', 'PARCEL', 2],
  ],
};

export function inputFor(
  ctx: SeedContext,
  random: Random,
  warehouseCode: string,
  skus: string[],
  at: number,
) {
  const own = ctx.masters.warehouses.find((w) => w.code === warehouseCode)?.kind === 'SELF_SERVICE';
  const [shippingMode, loadType, transit] = random.pick(MODES[own ? 'domestic' : 'overseas']);
  const boxes = Array.from({ length: random.int(1, 4) }, () => {
    const lines = [...new Set(Array.from({ length: random.int(1, 2) }, () => random.pick(skus)))];
    return {
      customerBoxRef: random.next() < 0.5 ? `CB-${random.int(1000, 9999)}` : '',
      weightKg: random.int(40, 250) / 10,
      lengthCm: random.int(35, 60),
      widthCm: random.int(25, 45),
      heightCm: random.int(20, 40),
      lines: lines.map((sku) => ({
        sku,
        expectedQty: sku.match(/-C\d+$/) ? random.int(1, 3) : random.int(4, 18),
      })),
    };
  });
  return {
    warehouseCode,
    type: random.next() < 0.9 ? 'STANDARD' : 'TRANSIT',
    shippingMode,
    loadType,
    containerType: shippingMode === 'SEA_FCL' ? random.pick(['20GP', '40GP', '40HQ']) : null,
    referenceNo: random.next() < 0.6 ? `PO-${random.int(10000, 99999)}` : '',
    eta: new Date(at + transit * DAY_MS).toISOString().slice(0, 10),
    deliveryMethod: 'SELF_DELIVERY',
    remark: random.next() < 0.2 ? 'Fragile items on top' : '',
    boxes,
    transit,
  };
}

/** Counts at receipt: mostly as expected; sometimes a unit short, damaged or one too many. */
export function countsOf(random: Random, order: InboundOrder) {
  return order.boxes.flatMap((box) =>
    box.lines.map((line) => {
      const roll = random.next();
      const receivedQty =
        roll < 0.08 ? line.expectedQty - 1 : roll < 0.1 ? line.expectedQty + 1 : line.expectedQty;
      const damagedQty = random.next() < 0.07 ? Math.min(receivedQty, random.int(1, 2)) : 0;
      return { boxNo: box.boxNo, sku: line.sku, receivedQty, goodQty: receivedQty - damagedQty, damagedQty };
    }),
  );
}

/** Runs `fn` `delay` ms after the current step. */
const later = (ctx: SeedContext, delay: number, fn: () => unknown) => ctx.timeline.at(now() + delay, fn);

/** The warehouse's answer to each exception (the customer's where asked), then the putaway. */
function afterReceipt(ctx: SeedContext, random: Random, order: InboundOrder, worker: Actor) {
  const seller = SELLERS[order.customerId];
  const run = (actor: Actor, id: string, action: string, payload: Record<string, unknown>) => async () =>
    outcomeOf(ctx, 'inbound', action, await act(ctx.db, actor, 'inboundException', id, action, payload));
  let delay = hours(random, 4, 28);
  for (const exception of order.exceptions.filter((e) => e.status === 'OPEN')) {
    if (exception.type === 'DAMAGED' && random.next() < 0.5) {
      const resolution = random.next() < 0.6 ? 'ACCEPT_AS_DAMAGED' : 'DESTROY';
      later(ctx, delay, run(worker, exception.id, 'askCustomer', {}));
      later(ctx, delay + hours(random, 2, 20), run(seller, exception.id, 'chooseResolution', { resolution }));
      delay += hours(random, 24, 30);
      later(ctx, delay, run(worker, exception.id, 'resolve', { resolution }));
    } else {
      const resolution =
        exception.type === 'SHORT'
          ? 'ADJUST_FORECAST'
          : exception.type === 'OVER'
            ? 'ACCEPT_AS_GOOD'
            : 'ACCEPT_AS_DAMAGED';
      later(ctx, delay, run(worker, exception.id, 'resolve', { resolution }));
    }
    delay += hours(random, 1, 4);
  }
  later(ctx, delay + hours(random, 2, 8), async () =>
    outcomeOf(ctx, 'inbound', 'putaway', await act(ctx.db, worker, 'inbound', order.id, 'putaway', {})),
  );
}

/** From approval on: shipped, arrived, counted, exceptions answered, put away. */
function afterApproval(ctx: SeedContext, random: Random, order: InboundOrder, transit: number) {
  const seller = SELLERS[order.customerId];
  const own =
    ctx.masters.warehouses.find((w) => w.code === order.warehouseCode)?.ownerCustomerId === order.customerId;
  const worker = own ? seller : ADMIN;
  const step = async (actor: Actor, action: string, payload: Record<string, unknown> = {}) =>
    outcomeOf(ctx, 'inbound', action, await act(ctx.db, actor, 'inbound', order.id, action, payload));
  if (random.next() < 0.015) {
    later(
      ctx,
      hours(random, 20, 60),
      async () => await step(ADMIN, 'cancel', { reason: 'Customer withdrew the shipment' }),
    );
    return;
  }
  if (random.next() < 0.9) {
    const payload =
      order.shippingMode === 'SEA_FCL'
        ? { containerNo: `MSCU${random.int(1_000_000, 9_999_999)}` }
        : { trackingNos: [`1Z${random.int(100_000_000, 999_999_999)}`] };
    later(ctx, hours(random, 20, 48), async () => await step(seller, 'markShipped', payload));
  }
  let delay = transit * DAY_MS + hours(random, 6, 30);
  later(ctx, delay, async () => await step(worker, 'arrive'));
  delay += hours(random, 2, 8);
  later(ctx, delay, async () => await step(worker, 'startReceiving'));
  delay += hours(random, 6, 24);
  later(ctx, delay, async () => {
    const received = await step(worker, 'receive', { lines: countsOf(random, order) });
    if (received) afterReceipt(ctx, random, received, worker);
  });
}

/** Review by the operator: mostly approved; sometimes rejected (and maybe fixed) or withdrawn. */
function review(
  ctx: SeedContext,
  random: Random,
  order: InboundOrder,
  transit: number,
  input: Record<string, unknown>,
) {
  const seller = SELLERS[order.customerId];
  const roll = random.next();
  later(ctx, hours(random, 3, 30), async () => {
    if (roll < 0.04) {
      const rejected = outcomeOf(
        ctx,
        'inbound',
        'reject',
        await act(ctx.db, ADMIN, 'inbound', order.id, 'reject', {
          reason: 'Declared box weights look wrong',
        }),
      );
      if (rejected && random.next() < 0.5) {
        later(ctx, hours(random, 20, 40), async () => {
          outcomeOf(
            ctx,
            'inbound',
            'edit',
            await save(ctx.db, seller, 'inbound', { ...input, id: order.id, eta: etaFrom(transit) }),
          );
          const resubmitted = outcomeOf(
            ctx,
            'inbound',
            'submit',
            await act(ctx.db, seller, 'inbound', order.id, 'submit', {}),
          );
          if (resubmitted) review(ctx, random, resubmitted, transit, input);
        });
      }
    } else if (roll < 0.06) {
      outcomeOf(
        ctx,
        'inbound',
        'cancel',
        await act(ctx.db, seller, 'inbound', order.id, 'cancel', { reason: 'Order placed twice' }),
      );
    } else {
      const approved = outcomeOf(
        ctx,
        'inbound',
        'approve',
        await act(ctx.db, ADMIN, 'inbound', order.id, 'approve', {}),
      );
      if (approved) afterApproval(ctx, random, approved, transit);
    }
  });
}

const etaFrom = (transit: number) => new Date(now() + (transit + 1) * DAY_MS).toISOString().slice(0, 10);

/** One inbound order created at the current step, and the rest of its life scheduled. */
async function createInbound(
  ctx: SeedContext,
  random: Random,
  customerId: string,
  stock: Map<string, string[]>,
) {
  const seller = SELLERS[customerId];
  const warehouseCode = weighted(random, DESTINATIONS[customerId]);
  const skus = stock.get(warehouseCode) ?? [];
  if (skus.length === 0) return;
  const { transit, ...input } = inputFor(ctx, random, warehouseCode, skus, now());
  const order = outcomeOf(ctx, 'inbound', 'save', await save(ctx.db, seller, 'inbound', input));
  if (!order) return;
  const roll = random.next();
  const recent = ctx.today - now() < 60 * DAY_MS;
  if (roll < 0.015 && recent) return;
  if (roll < 0.035) {
    later(ctx, hours(random, 1, 5), async () =>
      outcomeOf(
        ctx,
        'inbound',
        'cancel',
        await act(ctx.db, seller, 'inbound', order.id, 'cancel', { reason: 'Plans changed' }),
      ),
    );
    return;
  }
  later(ctx, hours(random, 0.5, 3), async () => {
    const submitted = outcomeOf(
      ctx,
      'inbound',
      'submit',
      await act(ctx.db, seller, 'inbound', order.id, 'submit', {}),
    );
    if (submitted) review(ctx, random, submitted, transit, input);
  });
}

/** Schedules every inbound order of the year: denser in the first weeks, when stock is first built. */
export function planInbounds(ctx: SeedContext, fresh: Record<string, number>): void {
  for (const customerId of Object.keys(INBOUNDS_PER_CUSTOMER)) {
    const random = ctx.stream(`inbound:${customerId}`);
    const stock = assortments(ctx, customerId, random);
    const count = INBOUNDS_PER_CUSTOMER[customerId] - (fresh[customerId] ?? 0);
    const early = Math.round(count * 0.15);
    const end = ctx.today - 2 * DAY_MS;
    const times = [
      ...spread(random, early, ctx.start, ctx.start + 30 * DAY_MS),
      ...spread(random, count - early, ctx.start + 30 * DAY_MS, end),
    ];
    for (const at of times)
      ctx.timeline.at(at, async () => await createInbound(ctx, random, customerId, stock));
  }
}
