import { now } from '../../api/clock';
import type { Random } from '../../seed/prng';
import { lineSkuOf } from '../../store/lookup';
import { act, markWaybill, save } from '../../services/index';
import type { Actor } from '../../services/contract';
import { carrierTakes } from '@/api/rules/outbound';
import { outboundLoad } from '../../store/lookup';
import { filter, find, findById } from '../../store/store';
import type { Consignee, OutboundOrder } from '../../store/types/documents';
import { DAY_MS, alnum, digits } from '../../seed/random';
import { consigneeIn } from '../../seed/documents/addresses';
import { hours, outcomeOf, spread, type SeedContext } from '../../seed/documents/context';
import { ADMIN, SELLERS } from '../../seed/documents/timeline';

export const OUTBOUNDS_PER_CUSTOMER: Record<string, number> = { C001: 3000, C002: 2000 };

const later = (ctx: SeedContext, delay: number, fn: () => unknown) => ctx.timeline.at(now() + delay, fn);

interface Shop {
  platform: string;
  storeName: string;
}

export interface Plan {
  random: Random;
  customerId: string;
  shops: Shop[];
  sequence: number;
}

/** Lines the customer can ship now: a few SKUs with available stock at one warehouse. */
async function pickLines(ctx: SeedContext, plan: Plan, overQty: boolean) {
  const { random, customerId } = plan;
  const balances = await filter(ctx.db, 'balances', { customerId });
  if (balances.length === 0) return null;
  let first = null;
  for (let probe = 0; probe < 16 && !first; probe += 1) {
    const candidate = random.pick(balances);
    if (candidate.available > 0) first = candidate;
  }
  if (!first) return null;
  const chosen = [first];
  const extra = random.next() < 0.3 ? random.int(1, 2) : 0;
  for (let probe = 0; probe < 12 && chosen.length <= extra; probe += 1) {
    const candidate = random.pick(balances);
    if (
      candidate.available > 0 &&
      candidate.warehouseCode === first.warehouseCode &&
      !chosen.includes(candidate)
    ) {
      chosen.push(candidate);
    }
  }
  const lines = chosen.map((balance, index) => {
    const carton = ctx.masters.cartons.find(
      (c) => c.customerId === customerId && c.componentSku === balance.sku,
    );
    if (carton && balance.available >= carton.unitsPerCarton && random.next() < 0.3) {
      return { sku: carton.cartonSku, qty: 1, declaredValue: 40 };
    }
    const qty =
      overQty && index === 0
        ? balance.available + random.int(3, 9)
        : Math.min(balance.available, random.next() < 0.75 ? 1 : random.int(2, 3));
    return { sku: balance.sku, qty, declaredValue: random.int(500, 6000) / 100 };
  });
  return { warehouseCode: first.warehouseCode, lines };
}

function referenceNo(plan: Plan, platform: string): string {
  plan.sequence += 1;
  const seq = String(plan.sequence).padStart(6, '0');
  const { random } = plan;
  if (platform === 'AMAZON')
    return `${random.int(111, 114)}-${digits(random, 7)}-${plan.customerId.slice(-1)}${seq}`;
  if (platform === 'EBAY')
    return `${digits(random, 2)}-${digits(random, 5)}-${plan.customerId.slice(-1)}${seq}`;
  return `${plan.customerId === 'C001' ? 'NW' : 'BH'}${seq}`;
}

/** Before any stock has arrived an order still happens: it just waits OUT_OF_STOCK. */
function anyLine(ctx: SeedContext, plan: Plan) {
  const sku = plan.random.pick(
    ctx.masters.skus.filter((s) => s.customerId === plan.customerId && s.status === 'APPROVED'),
  );
  return {
    warehouseCode: plan.customerId === 'C001' ? 'USEA' : 'UKLO',
    lines: [{ sku: sku.sku, qty: 1, declaredValue: 10 }],
  };
}

export async function orderInput(ctx: SeedContext, plan: Plan, badPostcode: boolean, overQty: boolean) {
  const { random } = plan;
  // a merchant books a carrier that takes the parcel (the server refuses one that does not): lines
  // too heavy for every carrier of their warehouse are picked again
  const carriersFor = async (lines: { warehouseCode: string; lines: { sku: string; qty: number }[] }) => {
    const { weightKg } = await outboundLoad(ctx.db, { customerId: plan.customerId, lines: lines.lines });
    return ctx.masters.carriers.filter(
      (c) =>
        c.type === 'LAST_MILE' &&
        c.status === 'ACTIVE' &&
        c.warehouseCodes.includes(lines.warehouseCode) &&
        carrierTakes(c, weightKg),
    );
  };
  let picked = (await pickLines(ctx, plan, overQty)) ?? anyLine(ctx, plan);
  for (let attempt = 0; attempt < 8 && (await carriersFor(picked)).length === 0; attempt += 1) {
    picked = (attempt < 7 && (await pickLines(ctx, plan, overQty))) || anyLine(ctx, plan);
  }
  const warehouse = await findById(ctx.db, 'warehouses', picked.warehouseCode);
  if (!warehouse) return null;
  const carriers = await carriersFor(picked);
  if (carriers.length === 0) return null;
  const international = carriers.find((c) => c.code === 'DHL-EXPRESS');
  const domestic = carriers.filter((c) => c.code !== 'DHL-EXPRESS');
  const abroad = international && (domestic.length === 0 || random.next() < 0.04);
  const carrier = abroad ? international : random.pick(domestic);
  const country = abroad
    ? random.pick(['US', 'GB', 'DE', 'AU'].filter((c) => c !== warehouse.countryCode))
    : warehouse.countryCode;
  const shop = random.pick(plan.shops);
  const fba =
    !abroad && warehouse.countryCode === 'US' && warehouse.kind === 'OFFICIAL' && random.next() < 0.03;
  const consignee: Consignee = fba
    ? {
        ...consigneeIn(random, 'US'),
        name: 'Amazon.com Services LLC',
        company: 'Amazon',
        state: 'CA',
        city: 'Ontario',
        postcode: '91761',
      }
    : consigneeIn(random, country, badPostcode);
  return {
    referenceNo: referenceNo(plan, shop.platform),
    type: fba ? 'FBA' : random.next() < 0.05 ? 'B2B' : 'B2C',
    platform: shop.platform,
    storeName: shop.storeName,
    warehouseCode: warehouse.code,
    carrierCode: carrier.code,
    businessMode: random.next() < 0.04 ? 'WAREHOUSE_ONLY' : 'WAREHOUSE_AND_DELIVERY',
    consignee,
    services: {
      signature: carrier.supportsSignature && random.next() < 0.1,
      insuranceValue: carrier.supportsInsurance && random.next() < 0.08 ? random.int(50, 400) : 0,
    },
    remark: random.next() < 0.05 ? 'Gift wrap, no invoice in the parcel' : '',
    lines: picked.lines.map((line) => ({
      sku: line.sku,
      qty: line.qty,
      declaredValue: line.declaredValue,
      fnsku: fba ? `X00${alnum(random, 7)}` : '',
    })),
    fba: fba
      ? {
          fbaWarehouseCode: `ONT${random.int(2, 9)}`,
          fbaShipmentId: `FBA${alnum(random, 9)}`,
          amazonReferenceId: '',
          cartons: [],
        }
      : null,
  };
}

type Step = (
  actor: Actor,
  action: string,
  payload?: Record<string, unknown>,
) => Promise<OutboundOrder | null>;

function stepper(ctx: SeedContext, order: OutboundOrder): Step {
  return async (actor, action, payload = {}) =>
    outcomeOf(ctx, 'outbound', action, await act(ctx.db, actor, 'outbound', order.id, action, payload));
}

async function workerFor(ctx: SeedContext, order: OutboundOrder): Promise<Actor> {
  const own =
    (await findById(ctx.db, 'warehouses', order.warehouseCode))?.ownerCustomerId === order.customerId;
  return own ? SELLERS[order.customerId] : ADMIN;
}

/**
 * Picked, packed, shipped, delivered — with the odd cancel request on the way. A WAREHOUSE_ONLY order
 * ships with the customer's own label (the chart refuses to ship it without one): the customer
 * uploads it as the order enters the warehouse's queue (the live db gets the file itself, see
 * server/api/seeded-files.ts). No random draw: the rest of the year stays as it was.
 */
async function fulfil(ctx: SeedContext, random: Random, order: OutboundOrder) {
  if (order.businessMode === 'WAREHOUSE_ONLY' && !order.waybillUploaded)
    await markWaybill(ctx.db, order.id, true);
  const step = stepper(ctx, order);
  const seller = SELLERS[order.customerId];
  const worker = await workerFor(ctx, order);
  const ship = async (attempt: number): Promise<void> => {
    const shipped = await step(worker, 'ship', { trackingNo: `1Z${alnum(random, 16)}` });
    if (shipped) {
      later(ctx, hours(random, 48, 170), async () => {
        if (await step(worker, 'deliver')) ctx.delivered.get(order.customerId)?.push(order.id);
      });
    } else if (attempt < 3) {
      later(ctx, hours(random, 20, 30), () => ship(attempt + 1));
    }
  };
  const pack = async () => {
    const weight = (await outboundLoad(ctx.db, order)).weightKg;
    await step(worker, 'pack', {
      actualWeightKg: Number((weight * (0.95 + random.next() * 0.15) + 0.1).toFixed(3)),
    });
    if (random.next() < 0.006) {
      later(ctx, hours(random, 0.2, 1), () =>
        step(seller, 'requestCancel', { reason: 'Buyer cancelled on the platform' }),
      );
      later(ctx, hours(random, 1.5, 4), async () => {
        if (random.next() < 0.7) await step(worker, 'confirmCancel');
        else if (await step(worker, 'refuseCancel', { reason: 'Already sealed for the carrier' }))
          later(ctx, hours(random, 1, 3), () => ship(0));
      });
      return;
    }
    later(ctx, hours(random, 1, 5), () => ship(0));
  };
  later(ctx, hours(random, 4, 20), async () => {
    if (!(await step(worker, 'pick'))) return;
    if (random.next() < 0.012) {
      later(ctx, hours(random, 0.2, 1), () =>
        step(seller, 'requestCancel', { reason: 'Buyer changed the address' }),
      );
      later(ctx, hours(random, 1.5, 4), async () => {
        if (random.next() < 0.7) await step(worker, 'confirmCancel');
        else if (await step(worker, 'refuseCancel', { reason: 'Picked already' }))
          later(ctx, hours(random, 1, 3), pack);
      });
      return;
    }
    later(ctx, hours(random, 1, 3), pack);
  });
}

/** An order reserved and waiting to be picked: sometimes held, sometimes cancelled, mostly fulfilled. */
async function proceed(ctx: SeedContext, random: Random, order: OutboundOrder) {
  const step = stepper(ctx, order);
  const seller = SELLERS[order.customerId];
  const roll = random.next();
  if (roll < 0.03) {
    later(ctx, hours(random, 0.5, 3), () =>
      step(seller, 'hold', { reason: 'Checking the address with the buyer' }),
    );
    later(ctx, hours(random, 24, 50), async () => {
      if (random.next() < 0.2) await step(seller, 'cancel', { reason: 'Buyer cancelled' });
      else if (await step(seller, 'release')) await fulfil(ctx, random, order);
    });
  } else if (roll < 0.06) {
    later(ctx, hours(random, 0.5, 3), () => step(seller, 'cancel', { reason: 'Buyer cancelled' }));
  } else {
    await fulfil(ctx, random, order);
  }
}

/** Submit (and resubmit after an exception) until the order is reserved, given up or left waiting. */
async function submitted(
  ctx: SeedContext,
  random: Random,
  order: OutboundOrder | null,
  attempt: number,
  input: Record<string, unknown>,
) {
  if (!order) return;
  if (order.status === 'AWAITING_PICK') {
    await proceed(ctx, random, order);
    return;
  }
  if (order.status !== 'EXCEPTION') return;
  const step = stepper(ctx, order);
  const seller = SELLERS[order.customerId];
  const resubmit = async () =>
    await submitted(ctx, random, await step(seller, 'resubmit'), attempt + 1, input);
  if (order.exceptionReason === 'ADDRESS') {
    later(ctx, hours(random, 4, 30), async () => {
      if (random.next() < 0.25) {
        await step(seller, 'cancel', { reason: 'Buyer could not be reached' });
        return;
      }
      const consignee = input.consignee as Consignee;
      const fixed = consigneeIn(random, consignee.countryCode);
      outcomeOf(
        ctx,
        'outbound',
        'edit',
        await save(ctx.db, seller, 'outbound', {
          ...input,
          id: order.id,
          consignee: { ...consignee, postcode: fixed.postcode, state: fixed.state, city: fixed.city },
        }),
      );
      await resubmit();
    });
  } else if (order.exceptionReason === 'ARREARS') {
    later(ctx, hours(random, 14, 30), async () => {
      const current = await findById(ctx.db, 'outbounds', order.id);
      if (current?.status === 'AWAITING_PICK') await proceed(ctx, random, current);
      else if (current?.status === 'EXCEPTION' && attempt < 4) await resubmit();
    });
  } else {
    later(ctx, hours(random, 24, 72), async () => {
      if (random.next() < 0.5 || attempt >= 2) {
        await step(seller, 'cancel', { reason: 'Out of stock' });
        return;
      }
      const lines: { sku: string; qty: number }[] = [];
      for (const line of input.lines as { sku: string; qty: number }[]) {
        const resolved = await lineSkuOf(ctx.db, order.customerId, line.sku);
        const balance =
          resolved &&
          (await find(ctx.db, 'balances', {
            customerId: order.customerId,
            warehouseCode: order.warehouseCode,
            sku: resolved.sku.sku,
          }));
        const fits = Math.floor((balance?.available ?? 0) / (resolved?.factor ?? 1));
        lines.push({ ...line, qty: Math.max(1, Math.min(line.qty, fits)) });
      }
      outcomeOf(
        ctx,
        'outbound',
        'edit',
        await save(ctx.db, seller, 'outbound', { ...input, id: order.id, lines }),
      );
      await resubmit();
    });
  }
}

async function createOutbound(ctx: SeedContext, plan: Plan) {
  const { random, customerId } = plan;
  const seller = SELLERS[customerId];
  const roll = random.next();
  const input = await orderInput(ctx, plan, roll < 0.015, roll >= 0.015 && roll < 0.025);
  if (!input) return;
  const order = outcomeOf(ctx, 'outbound', 'save', await save(ctx.db, seller, 'outbound', input));
  if (!order) return;
  const recent = ctx.today - now() < 20 * DAY_MS;
  if (roll >= 0.025 && roll < 0.035 && recent) return;
  if (roll >= 0.035 && roll < 0.04) {
    later(ctx, hours(random, 1, 6), () =>
      stepper(ctx, order)(seller, 'cancel', { reason: 'Duplicate order' }),
    );
    return;
  }
  later(
    ctx,
    hours(random, 0.1, 1.5),
    async () => await submitted(ctx, random, await stepper(ctx, order)(seller, 'submit'), 0, input),
  );
}

/** Schedules the year's outbound orders, once the first stock has arrived. */
/** What one customer's orders are drawn from: its stream, its shops, its reference sequence. */
export function outboundPlan(ctx: SeedContext, customerId: string, stream: string, firstSequence = 0): Plan {
  const shops = [
    ...new Map(
      ctx.masters.listings
        .filter((l) => l.customerId === customerId)
        .map((l) => [`${l.platform}|${l.storeName}`, { platform: l.platform, storeName: l.storeName }]),
    ).values(),
  ];
  return { random: ctx.stream(stream), customerId, shops, sequence: firstSequence };
}

/** Schedules the year's outbound orders (less the `fresh` ones scripted for the last days), once stock has arrived. */
export function planOutbounds(ctx: SeedContext, fresh: Record<string, number>): void {
  for (const customerId of Object.keys(OUTBOUNDS_PER_CUSTOMER)) {
    const plan = outboundPlan(ctx, customerId, `outbound:${customerId}`);
    const { random } = plan;
    const count = OUTBOUNDS_PER_CUSTOMER[customerId] - (fresh[customerId] ?? 0);
    const times = spread(random, count, ctx.start + 40 * DAY_MS, ctx.today - hours(random, 0.5, 2));
    for (const at of times) ctx.timeline.at(at, async () => await createOutbound(ctx, plan));
  }
}
