import { now } from '../../api/clock';
import { act, save } from '../../services/index';
import type { Actor } from '../../services/contract';
import { DAY_MS } from '../random';
import { outcomeOf, type SeedContext } from './context';
import { assortments, countsOf, inputFor } from '../../areas/inbound/seed';
import { orderInput, outboundPlan } from '../../areas/outbound/seed';
import { grades, rmaInput } from '../../areas/rma/seed';
import { ADMIN, HOUR_MS, SELLERS } from './timeline';

/**
 * Documents caught mid-way on the seed's today, so that every status of every lifecycle is there to
 * see: scripted steps at fixed moments before today, through the same services as the rest.
 */

type Kind = 'inbound' | 'outbound' | 'rma';
/** Hours before today, who, what, with what. */
type Step = [hoursBefore: number, actor: Actor, action: string, payload?: Record<string, unknown>];

const CUSTOMER = 'C001';
const seller = SELLERS[CUSTOMER];

function script<D extends { id: string }>(
  ctx: SeedContext,
  kind: Kind,
  createdBefore: number,
  create: () => Promise<D | null>,
  steps: Step[],
  then?: (doc: D) => void,
) {
  ctx.timeline.at(ctx.today - createdBefore * HOUR_MS, async () => {
    const doc = await create();
    if (!doc) return;
    for (const [before, actor, action, payload = {}] of steps) {
      ctx.timeline.at(ctx.today - before * HOUR_MS, async () =>
        outcomeOf(ctx, `fresh-${kind}`, action, await act(ctx.db, actor, kind, doc.id, action, payload)),
      );
    }
    then?.(doc);
  });
}

/** Counts of a line one unit short; with `damaged`, two more of them damaged. */
function short(expected: number, line: ReturnType<typeof countsOf>[number], damaged: boolean) {
  const receivedQty = expected - 1;
  const damagedQty = damaged ? Math.min(2, receivedQty) : 0;
  return { ...line, receivedQty, goodQty: receivedQty - damagedQty, damagedQty };
}

function freshInbounds(ctx: SeedContext): number {
  const random = ctx.stream('fresh:inbound');
  const skus = assortments(ctx, CUSTOMER, random).get('USEA') ?? [];
  const create = (etaDaysAfter: number) => async () => {
    const { transit, ...input } = inputFor(ctx, random, 'USEA', skus, now());
    void transit;
    const eta = new Date(ctx.today + etaDaysAfter * DAY_MS).toISOString().slice(0, 10);
    return outcomeOf(
      ctx,
      'fresh-inbound',
      'save',
      await save(ctx.db, seller, 'inbound', {
        ...input,
        shippingMode: 'AIR',
        loadType: 'PARCEL',
        containerType: null,
        eta,
      }),
    );
  };
  const shipped = { trackingNos: ['1Z4FRESH0001'] };
  script(ctx, 'inbound', 48, create(5), []);
  script(ctx, 'inbound', 30, create(6), [[29, seller, 'submit']]);
  script(ctx, 'inbound', 72, create(4), [
    [70, seller, 'submit'],
    [48, ADMIN, 'approve'],
  ]);
  script(ctx, 'inbound', 120, create(3), [
    [118, seller, 'submit'],
    [100, ADMIN, 'approve'],
    [80, seller, 'markShipped', shipped],
  ]);
  script(ctx, 'inbound', 190, create(0), [
    [188, seller, 'submit'],
    [170, ADMIN, 'approve'],
    [150, seller, 'markShipped', shipped],
    [6, ADMIN, 'arrive'],
  ]);
  script(ctx, 'inbound', 200, create(0), [
    [198, seller, 'submit'],
    [180, ADMIN, 'approve'],
    [24, ADMIN, 'arrive'],
    [3, ADMIN, 'startReceiving'],
  ]);
  // Received with exceptions still open: one untouched, one waiting for the customer's choice.
  for (const asked of [false, true]) {
    const steps: Step[] = [
      [238, seller, 'submit'],
      [220, ADMIN, 'approve'],
      [50, ADMIN, 'arrive'],
      [46, ADMIN, 'startReceiving'],
    ];
    script(ctx, 'inbound', 240, create(-1), steps, (order) =>
      ctx.timeline.at(ctx.today - 20 * HOUR_MS, async () => {
        // One unit short on the first line; when asked, one more came damaged.
        const counts = countsOf(random, order).map((line, i) =>
          i === 0 ? short(order.boxes[0].lines[0].expectedQty, line, asked) : line,
        );
        const received = outcomeOf(
          ctx,
          'fresh-inbound',
          'receive',
          await act(ctx.db, ADMIN, 'inbound', order.id, 'receive', { lines: counts }),
        );
        const damaged = received?.exceptions.find((e) => e.type === 'DAMAGED');
        if (asked && damaged) {
          outcomeOf(
            ctx,
            'fresh-inbound',
            'askCustomer',
            await act(ctx.db, ADMIN, 'inboundException', damaged.id, 'askCustomer', {}),
          );
        }
      }),
    );
  }
  return 8;
}

function freshOutbounds(ctx: SeedContext): number {
  const plan = outboundPlan(ctx, CUSTOMER, 'fresh:outbound', 900_000);
  const create = (badPostcode: boolean, overQty: boolean) => async () => {
    const input = await orderInput(ctx, plan, badPostcode, overQty);
    return input && outcomeOf(ctx, 'fresh-outbound', 'save', await save(ctx.db, seller, 'outbound', input));
  };
  const normal = create(false, false);
  script(ctx, 'outbound', 3, normal, []);
  script(ctx, 'outbound', 20, normal, [
    [19, seller, 'submit'],
    [18, seller, 'hold', { reason: 'Buyer asked to wait' }],
  ]);
  script(ctx, 'outbound', 10, create(true, false), [[9, seller, 'submit']]);
  script(ctx, 'outbound', 9, create(false, true), [[8, seller, 'submit']]);
  script(ctx, 'outbound', 20, normal, [
    [19, seller, 'submit'],
    [6, ADMIN, 'pick'],
    [5, seller, 'requestCancel', { reason: 'Buyer cancelled' }],
  ]);
  script(ctx, 'outbound', 22, normal, [
    [21, seller, 'submit'],
    [8, ADMIN, 'pick'],
    [7, ADMIN, 'pack', { actualWeightKg: 1.25 }],
    [4, seller, 'requestCancel', { reason: 'Wrong colour ordered' }],
  ]);
  // Warehouse-only orders whose customer has not uploaded the label yet: one packed, which the
  // warehouse cannot ship (the chart's hasWaybill), one being picked. A stream of their own, so the
  // orders above are drawn as before.
  const ownLabel = outboundPlan(ctx, CUSTOMER, 'fresh:outbound-own-label', 910_000);
  const labelless = async () => {
    const input = await orderInput(ctx, ownLabel, false, false);
    return (
      input &&
      outcomeOf(
        ctx,
        'fresh-outbound',
        'save',
        await save(ctx.db, seller, 'outbound', { ...input, businessMode: 'WAREHOUSE_ONLY' }),
      )
    );
  };
  script(ctx, 'outbound', 26, labelless, [
    [25, seller, 'submit'],
    [12, ADMIN, 'pick'],
    [11, ADMIN, 'pack', { actualWeightKg: 1.25 }],
  ]);
  script(ctx, 'outbound', 16, labelless, [
    [15, seller, 'submit'],
    [2, ADMIN, 'pick'],
  ]);
  return 8;
}

function freshRmas(ctx: SeedContext): number {
  const random = ctx.stream('fresh:rma');
  const create = async () => {
    const input = await rmaInput(ctx, random, CUSTOMER, []);
    return input && outcomeOf(ctx, 'fresh-rma', 'save', await save(ctx.db, seller, 'rma', input));
  };
  script(ctx, 'rma', 26, create, []);
  script(ctx, 'rma', 50, create, [[49, seller, 'submit']]);
  script(ctx, 'rma', 70, create, [[69, seller, 'submit']], (rma) =>
    ctx.timeline.at(ctx.today - 12 * HOUR_MS, async () =>
      outcomeOf(
        ctx,
        'fresh-rma',
        'receive',
        await act(ctx.db, ADMIN, 'rma', rma.id, 'receive', {
          lines: grades(random, rma.lines),
          photos: ['/mock/images/returns/fresh.jpg'],
        }),
      ),
    ),
  );
  return 3;
}

/** Schedules the scripted documents; answers how many of each kind per customer they take from the year's totals. */
export function planFresh(ctx: SeedContext): {
  inbound: Record<string, number>;
  outbound: Record<string, number>;
  rma: Record<string, number>;
} {
  return {
    inbound: { [CUSTOMER]: freshInbounds(ctx) },
    outbound: { [CUSTOMER]: freshOutbounds(ctx) },
    rma: { [CUSTOMER]: freshRmas(ctx) },
  };
}
